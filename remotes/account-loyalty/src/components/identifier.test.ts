import { formatPhone } from '@shop/contracts';
import { displayIdentifier, guessAuthType } from './identifier';
import { isPhoneNumber, loadPhoneRules } from './phone-rules';

describe('guessAuthType', () => {
  it.each([
    ['nino@example.ge', 'email'],
    ['  a@b', 'email'],
    ['+7 912', 'phone'],
    ['8912', 'phone'],
    ['(912)', 'phone'],
    ['nino', null],
    ['', null],
  ])('%j is %s', (value, type) => {
    expect(guessAuthType(value)).toBe(type);
  });
});

describe('isPhoneNumber', () => {
  it.each(['+7 (912) 345-6789', '89123456789', '9123456789', '+995 555 123 456', '555 12 34 56', '+995 32 212 34 56'])('takes %j', async (value) => {
    await expect(isPhoneNumber(value)).resolves.toBe(true);
  });

  it.each(['912345', '+7 912 abc 45 67', '1234567890123456', '', '+995 555 12 34 5', '+7 012 345 67 89'])('refuses %j', async (value) => {
    await expect(isPhoneNumber(value)).resolves.toBe(false);
  });
});

it('shows a Russian number in its display form, a Georgian one in its own, and an address as typed', () => {
  expect(displayIdentifier('phone', '89123456789', formatPhone)).toBe('+7 (912) 345-6789');
  expect(displayIdentifier('phone', '+995555123456', formatPhone)).toBe('+995 555 12 34 56');
  expect(displayIdentifier('phone', ' 555 123 456 ', formatPhone)).toBe('+995 555 12 34 56');
  expect(displayIdentifier('email', ' nino@example.ge ')).toBe('nino@example.ge');
});

it('before the phone rules are fetched, shows a Russian number by the spec\'s mask and another as typed', () => {
  expect(displayIdentifier('phone', '89123456789')).toBe('+7 (912) 345-6789');
  expect(displayIdentifier('phone', '+995555123456')).toBe('+995555123456');
});

it('fetches the phone rules once, however often they are asked for', async () => {
  const [first, second] = await Promise.all([loadPhoneRules(), loadPhoneRules()]);
  expect(first).toBe(second);
  expect(first.formatPhone('+995555123456')).toBe('+995 555 12 34 56');
});
