import { normalizePhone } from './contact';

describe('normalizePhone', () => {
  it.each([
    ['+7 (912) 345-6789', '+79123456789'],
    ['8 912 345 67 89', '+79123456789'],
    ['9123456789', '+79123456789'],
    ['79123456789', '+79123456789'],
    ['+995 555 12 34 56', '+995555123456'],
    [' +44 20 7946 0958 ', '+442079460958'],
  ])('reads %s as %s', (raw, phone) => {
    expect(normalizePhone(raw)).toBe(phone);
  });

  it.each(['', '12345', '+7 912 abc', '++79123456789', '1234567890123456', '+7(912)345-67-89 ext 2', '８９１２３４５６７８９'])('refuses %j', (raw) => {
    expect(normalizePhone(raw)).toBeNull();
  });
});
