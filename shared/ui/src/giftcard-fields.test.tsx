import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@shop/i18n';
import { GiftcardFields } from './giftcard-fields';
import { ValidatedForm } from './text-input/validated-form';

const TEXTS = { number: 'Card number', pin: 'PIN', badNumber: 'Enter the 16 digits', badPin: 'Enter the 4 digits' };

function renderFields() {
  const submitted = jest.fn();
  render(
    <ValidatedForm onValidSubmit={submitted} aria-label="Gift card">
      <GiftcardFields texts={TEXTS} />
      <button type="submit">Apply</button>
    </ValidatedForm>,
  );
  return { submitted, number: screen.getByRole('textbox', { name: 'Card number' }), pin: screen.getByRole('textbox', { name: 'PIN' }) };
}

const apply = () => userEvent.click(screen.getByRole('button', { name: 'Apply' }));

describe('GiftcardFields', () => {
  beforeEach(() => act(() => initI18n({ language: 'en-gb' })));

  it('takes the digits of a number and a PIN and hands them to the form by their names', async () => {
    const { submitted, number, pin } = renderFields();
    await userEvent.type(number, '4000-1234 5678 9010');
    expect(number).toHaveValue('4000123456789010');
    // A full number moves on to the PIN: the typing goes on there, and stops at its length.
    expect(pin).toHaveFocus();
    await userEvent.keyboard('123456');
    expect(pin).toHaveValue('1234');
    await apply();
    expect(submitted).toHaveBeenCalledWith({ cardNumber: '4000123456789010', cardCVC: '1234' }, expect.anything());
  });

  it("says in the owner's words which part is missing or short", async () => {
    const { submitted, number } = renderFields();
    await userEvent.type(number, '4000');
    await apply();
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([TEXTS.badNumber, TEXTS.badPin]);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('goes back to the number on backspace in the empty PIN', async () => {
    const { number, pin } = renderFields();
    await userEvent.click(pin);
    await userEvent.keyboard('{Backspace}');
    expect(number).toHaveFocus();
  });
});
