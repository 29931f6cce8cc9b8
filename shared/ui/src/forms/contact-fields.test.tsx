import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactFields } from './contact-fields';
import { ValidatedForm } from '@shop/ui';
import { formatPhone } from '@shop/contracts';

const LABELS = { firstname: 'First name', lastname: 'Last name', telephone: 'Phone', email: 'E-mail' };
const TEXTS = { invalid_phone: 'Check the phone number.', invalid_email: 'Check the e-mail address.' };

/** The fields as a form holds them, refused by the server with `refusal` until a field is edited. */
function Form({ refusal }: { refusal: string }) {
  const [current, setCurrent] = useState<string | null>(refusal);
  return (
    <ValidatedForm onValidSubmit={() => undefined}>
      <ContactFields
        labels={LABELS}
        initial={{ firstname: 'Nino', email: 'nino@example.ge' }}
        refusal={current}
        refusalText={(error) => TEXTS[error]}
        onClearRefusal={() => setCurrent(null)}
        formatPhone={formatPhone}
      />
    </ValidatedForm>
  );
}

it('starts from what it is given and shows a phone refusal under the phone until the phone is edited', async () => {
  render(<Form refusal="invalid_phone" />);
  expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Nino');
  expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('nino@example.ge');
  expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('');
  expect(screen.getByText(TEXTS.invalid_phone)).toBeInTheDocument();
  expect(screen.queryByText(TEXTS.invalid_email)).not.toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '9');
  expect(screen.queryByText(TEXTS.invalid_phone)).not.toBeInTheDocument();
});

it('shows an e-mail refusal under the e-mail, and a refusal of something else under neither', () => {
  const { unmount } = render(<Form refusal="invalid_email" />);
  expect(screen.getByText(TEXTS.invalid_email)).toBeInTheDocument();
  unmount();
  render(<Form refusal="minimum_total" />);
  expect(screen.queryByText(TEXTS.invalid_phone)).not.toBeInTheDocument();
  expect(screen.queryByText(TEXTS.invalid_email)).not.toBeInTheDocument();
});

it('shows the phone by the format it is given once the field is left: the +7 mask, a Georgian grouping', async () => {
  render(<Form refusal="" />);
  const phone = screen.getByRole('textbox', { name: 'Phone' });
  await userEvent.type(phone, '555123456');
  await userEvent.click(screen.getByRole('textbox', { name: 'Last name' }));
  expect(phone).toHaveValue('+995 555 12 34 56');
  await userEvent.clear(phone);
  await userEvent.type(phone, '89123456789');
  await userEvent.click(screen.getByRole('textbox', { name: 'Last name' }));
  expect(phone).toHaveValue('+7 (912) 345-6789');
});
