import { render, screen, within } from '@testing-library/react';
import { TOTAL_CODES, type Total } from '@shop/contracts';
import { i18n, setLanguage } from '@shop/i18n';
import { useSettings } from '@shop/session';
import { NS } from '../i18n/register';
import { settings } from '../test/fixtures';
import { TotalsSummary, totalKey } from './totals-summary';

jest.mock('@shop/session', () => ({ ...jest.requireActual('@shop/session'), useSettings: jest.fn() }));

const totals: Total[] = [
  { code: 'total', value: 9_000 },
  { code: 'delivery', value: 500 },
  { code: 'subtotal', value: 10_000 },
  { code: 'loyalty:cashback', value: 90 },
  { code: 'promocode', value: -1_000 },
  { code: 'free_delivery', value: -500 },
];

it('shows every line the server sent in spec §3 order, discounts negative and cashback as points', () => {
  render(<TotalsSummary totals={totals} currency="USD" promocode="WELCOME10" label="Сумма заказа" />);
  const list = screen.getByLabelText('Сумма заказа');
  const terms = within(list).getAllByRole('term').map((term) => term.textContent);
  expect(terms).toEqual(['Товары', 'Промокод WELCOME10', 'Начислим баллов', 'Доставка', 'Бесплатная доставка', 'Итого']);
  const values = within(list).getAllByRole('definition').map((value) => value.textContent?.replace(/\s/g, ' '));
  expect(values).toEqual(['100 $', '-10 $', '90 баллов', '5 $', '-5 $', '90 $']);
});

it("counts the cashback's points at the settings' point value: 90 ₽ of cashback at 1 ₽ a point is 90 points", () => {
  jest.mocked(useSettings).mockReturnValue(settings());
  render(<TotalsSummary totals={[{ code: 'subtotal', value: 300_000 }, { code: 'loyalty:cashback', value: 9_000 }, { code: 'total', value: 300_000 }]} currency="RUB" label="Сумма" />);
  expect(within(screen.getByLabelText('Сумма')).getAllByRole('definition')[1]).toHaveTextContent('90 баллов');
});

it.each(['ru-ru', 'en-gb', 'ka-ge'] as const)('names every spec §3 totals code in %s', (language) => {
  setLanguage(language);
  for (const code of TOTAL_CODES) expect(i18n.exists(totalKey(code), { ns: NS })).toBe(true);
  setLanguage('ru-ru');
});
