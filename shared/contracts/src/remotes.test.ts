import { federationName, isPopupName, POPUPS, REMOTES } from './remotes';

describe('popups', () => {
  it('names only real remotes and exposed module paths', () => {
    for (const { remote, module } of Object.values(POPUPS)) {
      expect(REMOTES).toContain(remote);
      expect(module).toMatch(/^\.\/[A-Z]\w+$/);
    }
  });

  it('recognises popup names from a URL hash and nothing else', () => {
    expect(isPopupName('auth')).toBe(true);
    expect(isPopupName('giftcard')).toBe(true);
    expect(isPopupName('toString')).toBe(false);
    expect(isPopupName('main')).toBe(false);
    expect(isPopupName('')).toBe(false);
  });

  it('gives containers JS identifier names', () => {
    expect(federationName('account-loyalty')).toBe('account_loyalty');
  });
});
