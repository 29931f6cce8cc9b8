import { fillAmounts } from './text-amounts';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('fillAmounts', () => {
  const tagline = 'Free delivery on orders over {{price USD=60 RUB=5000 GEL=150}} — <b>details</b>';

  it.each([
    ['USD', 'Free delivery on orders over 60 $ — <b>details</b>'],
    ['RUB', 'Free delivery on orders over 5 000 ₽ — <b>details</b>'],
    ['GEL', 'Free delivery on orders over 150 ₾ — <b>details</b>'],
  ] as const)('writes the amount of the reply\'s currency (%s) as every price is written', (currency, expected) => {
    expect(plain(fillAmounts(tagline, currency))).toBe(expected);
  });

  it('shows the first amount, in its own currency, for a currency the token leaves out; cents after a point', () => {
    expect(plain(fillAmounts('from {{price USD=9.99}}', 'GEL'))).toBe('from 9,99 $');
    expect(plain(fillAmounts('{{price RUB=100}} and {{price USD=1 GEL=2.5}}', 'GEL'))).toBe('100 ₽ and 2,50 ₾');
  });

  it('leaves anything that is not a well-formed token as it is', () => {
    for (const text of ['{{price}}', '{{price usd=60}}', '{{price USD=sixty}}', '{{ price USD=60 }}', 'no token', '{{price USD=1234567890}}']) {
      expect(fillAmounts(text, 'USD')).toBe(text);
    }
  });
});
