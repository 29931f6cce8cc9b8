import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatPhone, type LanguageCode } from '@shop/contracts';
import { initI18n } from '@shop/i18n';
import { TextInput, type TextInputProps } from './text-input';
import { ValidatedForm } from './validated-form';

beforeEach(() => act(() => initI18n({ language: 'en-gb' })));

function renderForm(fields: TextInputProps[], onValidSubmit = jest.fn()) {
  render(
    <ValidatedForm onValidSubmit={onValidSubmit} aria-label="Test form">
      {fields.map((field) => (
        <TextInput key={field.name} {...field} />
      ))}
      <button type="submit">Send</button>
    </ValidatedForm>,
  );
  return onValidSubmit;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('TextInput: markup', () => {
  it('binds the label to the input and carries the name', () => {
    renderForm([{ name: 'first_name', label: 'First name', placeholder: 'Nino' }]);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('name', 'first_name');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('placeholder', 'Nino');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('renders a number field as a numeric text input that keeps only digits', async () => {
    renderForm([{ name: 'code', label: 'Code', type: 'number' }]);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('pattern', '[0-9]*');
    await userEvent.type(input, '12a3-4');
    expect(input).toHaveValue('1234');
  });

  it('shows a Russian 10-digit phone as +7 (xxx) xxx-xxxx once the field is left', async () => {
    const submitted = renderForm([{ name: 'phone', label: 'Phone', type: 'tel' }, { name: 'name', label: 'Name' }]);
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAttribute('type', 'tel');
    await userEvent.type(phone, '9991234567');
    expect(phone).toHaveValue('9991234567');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Nino');
    expect(phone).toHaveValue('+7 (999) 123-4567');
    await submit();
    // The formatting is for the eye: the form gets the number as typed.
    expect(submitted).toHaveBeenCalledWith({ phone: '9991234567', name: 'Nino' }, expect.anything());
  });

  it('keeps a length-limited phone field valid and editable after it was shown formatted', async () => {
    const submitted = renderForm([{ name: 'phone', label: 'Phone', type: 'tel', maxLength: 10 }, { name: 'name', label: 'Name' }]);
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(phone, '9991234567');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Nino');
    expect(phone).toHaveValue('+7 (999) 123-4567');
    await submit();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submitted).toHaveBeenCalledWith({ phone: '9991234567', name: 'Nino' }, expect.anything());
    await userEvent.click(phone);
    expect(phone).toHaveValue('9991234567');
    await userEvent.keyboard('{Backspace}');
    expect(phone).toHaveValue('999123456');
  });

  it('shows a controlled phone value formatted', () => {
    render(<TextInput name="phone" label="Phone" type="tel" value="89991234567" onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+7 (999) 123-4567');
  });

  it("leaves another country's number as typed, and shows it by the format it is given", async () => {
    render(<TextInput name="phone" label="Phone" type="tel" value="+995555123456" onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+995555123456');
    const submitted = renderForm([{ name: 'mobile', label: 'Mobile', type: 'tel', format: formatPhone }, { name: 'name', label: 'Name' }]);
    const mobile = screen.getByRole('textbox', { name: 'Mobile' });
    await userEvent.type(mobile, '555123456');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Nino');
    expect(mobile).toHaveValue('+995 555 12 34 56');
    await submit();
    expect(submitted).toHaveBeenCalledWith({ mobile: '555123456', name: 'Nino' }, expect.anything());
  });
});

describe('TextInput: validation (spec §5)', () => {
  it('reports an empty required field with an alert tied to the input', async () => {
    const submitted = renderForm([{ name: 'first_name', label: 'First name' }]);
    await submit();
    const input = screen.getByRole('textbox', { name: 'First name' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please fill out this field');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please fill out this field');
    expect(input).toHaveFocus();
    expect(submitted).not.toHaveBeenCalled();
  });

  it('treats a value shorter than min as required and lets an optional field stay empty', async () => {
    const submitted = renderForm([
      { name: 'code', label: 'Code', min: 4 },
      { name: 'note', label: 'Note', required: false },
    ]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '123');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out this field');
    expect(screen.getByRole('textbox', { name: 'Note' })).not.toHaveAttribute('aria-invalid');
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '4');
    await submit();
    expect(submitted).toHaveBeenCalledWith({ code: '1234', note: '' }, expect.anything());
  });

  it('reports a malformed e-mail as incorrect', async () => {
    renderForm([{ name: 'email', label: 'E-mail', type: 'email' }]);
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'nino@example');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email entered');
  });

  it('reports more than 40 characters as too_long, e-mails included', async () => {
    renderForm([
      { name: 'name', label: 'Name' },
      { name: 'email', label: 'E-mail', type: 'email' },
    ]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'a'.repeat(41));
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), `${'x'.repeat(29)}@example.com`);
    await submit();
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(2);
    for (const alert of alerts) expect(alert).toHaveTextContent('The limit of 40 characters has been exceeded');
  });

  it('uses a text the owner gives for an error code', async () => {
    renderForm([{ name: 'email', label: 'E-mail', type: 'email', messages: { incorrect: 'Please enter a valid email address.' } }]);
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'nope');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  });

  it.each<[LanguageCode, string, string, string]>([
    ['ru-ru', 'Пожалуйста, заполните это поле', 'Введён некорректный email', 'Превышен лимит в 40 символов'],
    ['ka-ge', 'გთხოვთ, შეავსოთ ეს ველი', 'შეყვანილია არასწორი ელფოსტა', 'გადაჭარბებულია 40 სიმბოლოს ლიმიტი'],
  ])('speaks %s', async (language, required, incorrect, tooLong) => {
    act(() => initI18n({ language }));
    renderForm([
      { name: 'a', label: 'A' },
      { name: 'b', label: 'B', type: 'email' },
      { name: 'c', label: 'C' },
    ]);
    await userEvent.type(screen.getByRole('textbox', { name: 'B' }), 'x@y');
    await userEvent.type(screen.getByRole('textbox', { name: 'C' }), 'c'.repeat(45));
    await submit();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([required, incorrect, tooLong]);
  });

  it('checks required fields only while they are on the page', async () => {
    const submitted = jest.fn();
    function Form() {
      const [recipient, setRecipient] = useState(true);
      return (
        <ValidatedForm onValidSubmit={submitted}>
          <TextInput name="email" label="E-mail" type="email" defaultValue="me@example.com" />
          {recipient && <TextInput name="recipient" label="Recipient" />}
          <button type="button" onClick={() => setRecipient(false)}>
            Send to myself
          </button>
          <button type="submit">Send</button>
        </ValidatedForm>
      );
    }
    render(<Form />);
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out this field');
    expect(submitted).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send to myself' }));
    await submit();
    expect(submitted).toHaveBeenCalledWith({ email: 'me@example.com' }, expect.anything());
  });
});

describe('TextInput: editing clears messages (spec §4)', () => {
  it('clears its own error as soon as the value changes', async () => {
    renderForm([{ name: 'email', label: 'E-mail', type: 'email' }]);
    await submit();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'n');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute('aria-invalid');
  });

  it("asks the owner to clear its error and success messages", async () => {
    function Owner({ error, success }: { error?: string; success?: string }) {
      const [messages, setMessages] = useState<{ error?: string; success?: string }>({ error, success });
      return (
        <TextInput
          name="email"
          label="E-mail"
          error={messages.error}
          success={messages.success}
          onClearMessages={() => setMessages({})}
        />
      );
    }
    const { unmount } = render(<Owner success="You are subscribed" />);
    expect(screen.getByRole('status')).toHaveTextContent('You are subscribed');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('You are subscribed');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'x');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).not.toHaveAccessibleDescription();
    unmount();

    render(<Owner error="Try again later" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Try again later');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('TextInput: keyboard (spec §4)', () => {
  const code = (extra: Partial<TextInputProps> = {}): TextInputProps[] => [
    { name: 'd1', label: 'Digit 1', type: 'number', maxLength: 1, next: 'd2', ...extra },
    { name: 'd2', label: 'Digit 2', type: 'number', maxLength: 1, next: 'd3', allowBack: true, ...extra },
    { name: 'd3', label: 'Digit 3', type: 'number', maxLength: 1, allowBack: true, ...extra },
  ];

  it('blocks typing at max length but keeps backspace and delete', async () => {
    renderForm([{ name: 'code', label: 'Code', maxLength: 4 }]);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await userEvent.type(input, 'abcdef');
    expect(input).toHaveValue('abcd');
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('abc');
    await userEvent.type(input, 'xy');
    expect(input).toHaveValue('abcx');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Delete}');
    expect(input).toHaveValue('abx');
  });

  it('blocks typing anywhere in a full field, not only at its end', async () => {
    renderForm([{ name: 'code', label: 'Code', maxLength: 4 }]);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await userEvent.type(input, 'abcd');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}z');
    expect(input).toHaveValue('abcd');
  });

  it('keeps Tab working at max length', async () => {
    renderForm([
      { name: 'code', label: 'Code', maxLength: 2 },
      { name: 'name', label: 'Name' },
    ]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'ab');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('fires filled on reaching max length and moves focus to the next field', async () => {
    const onFilled = jest.fn();
    renderForm(code({ onFilled }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1' }));
    await userEvent.keyboard('4');
    expect(onFilled).toHaveBeenCalledWith('4');
    expect(screen.getByRole('textbox', { name: 'Digit 2' })).toHaveFocus();
    await userEvent.keyboard('27');
    expect(onFilled).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('textbox', { name: 'Digit 3' })).toHaveFocus();
    expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual(['4', '2', '7']);
  });

  it('moves back from an empty field with allowBack on backspace or delete', async () => {
    renderForm(code());
    await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1' }));
    await userEvent.keyboard('12');
    expect(screen.getByRole('textbox', { name: 'Digit 3' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(screen.getByRole('textbox', { name: 'Digit 2' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Digit 2' })).toHaveValue('2');
    await userEvent.keyboard('{Backspace}');
    expect(screen.getByRole('textbox', { name: 'Digit 2' })).toHaveValue('');
    await userEvent.keyboard('{Delete}');
    expect(screen.getByRole('textbox', { name: 'Digit 1' })).toHaveFocus();
  });

  it('stays in an empty field without allowBack', async () => {
    renderForm([
      { name: 'a', label: 'A' },
      { name: 'b', label: 'B' },
    ]);
    await userEvent.click(screen.getByRole('textbox', { name: 'B' }));
    await userEvent.keyboard('{Backspace}');
    expect(screen.getByRole('textbox', { name: 'B' })).toHaveFocus();
  });

  it('sends Tab to the named next field', async () => {
    renderForm([
      { name: 'first', label: 'First', next: 'third' },
      { name: 'second', label: 'Second' },
      { name: 'third', label: 'Third' },
    ]);
    await userEvent.click(screen.getByRole('textbox', { name: 'First' }));
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Third' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: 'Second' })).toHaveFocus();
  });

  it('forwards Enter, up and down', async () => {
    const onEnter = jest.fn();
    const onArrowUp = jest.fn();
    const onArrowDown = jest.fn();
    render(<TextInput name="q" label="Search" onEnter={onEnter} onArrowUp={onArrowUp} onArrowDown={onArrowDown} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'coat{ArrowDown}{ArrowDown}{ArrowUp}{Enter}');
    expect(onArrowDown).toHaveBeenCalledTimes(2);
    expect(onArrowUp).toHaveBeenCalledTimes(1);
    expect(onEnter).toHaveBeenCalledTimes(1);
    expect(onEnter.mock.calls[0]![0]).toMatchObject({ key: 'Enter' });
  });

  it('understands the spec §9 key codes when a browser reports no key name', () => {
    const onEnter = jest.fn();
    renderForm([
      { name: 'a', label: 'A' },
      { name: 'b', label: 'B', allowBack: true, onEnter },
    ]);
    const b = screen.getByRole('textbox', { name: 'B' });
    // Focusing updates the field's state: inside act, as a user's focus would be.
    act(() => b.focus());
    fireEvent.keyDown(b, { key: 'Unidentified', keyCode: 13 });
    expect(onEnter).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(b, { key: 'Unidentified', keyCode: 8 });
    expect(screen.getByRole('textbox', { name: 'A' })).toHaveFocus();
  });
});
