/** @jest-environment node */
import { normalizeEmail } from './email';

describe('normalizeEmail', () => {
  it('trims and lower-cases a valid address', () => {
    expect(normalizeEmail('  Nino.Beridze@Example.GE ')).toBe('nino.beridze@example.ge');
  });

  it.each(['', 'plain', 'a@b', '@example.com', 'a@@example.com', 'a b@example.com', 'a@example.', `${'x'.repeat(65)}@example.com`])(
    'rejects %j',
    (raw) => { expect(normalizeEmail(raw)).toBeNull(); },
  );
});
