import { isEmailOrPhone } from './recipient-contact';

it.each(['nino@example.ge', ' +995 555 12-34-56 ', '555 12 34 56', '+995 32 212 34 56', '+7 (912) 345-67-89', '89123456789'])('%p reaches a recipient', (value) => {
  expect(isEmailOrPhone(value)).toBe(true);
});

it.each(['nino@example', 'nino', '12345', '+7 912 abc 45', '@', '+995 555 12 34 5', '1234567'])('%p reaches nobody', (value) => {
  expect(isEmailOrPhone(value)).toBe(false);
});
