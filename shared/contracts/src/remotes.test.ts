import { federationName, isPopupName, POPUPS, REMOTE_EXPOSES, REMOTES, type ExposedModule, type RemoteModuleProps, type RemoteName } from './remotes';

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

describe('remote exposes', () => {
  it('holds every remote, each with ./Name module paths', () => {
    expect(Object.keys(REMOTE_EXPOSES).sort()).toEqual([...REMOTES].sort());
    for (const exposes of Object.values(REMOTE_EXPOSES)) {
      for (const module of Object.values(exposes)) expect(module).toMatch(/^\.\/[A-Z]\w+$/);
    }
  });

  it('declares props for exactly the exposed modules (a compile-time check, kept as a value)', () => {
    // Fails to typecheck when a module is exposed without props, or props name a module not exposed.
    type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
    const covered: { [R in RemoteName]: SameKeys<RemoteModuleProps[R], Record<ExposedModule<R> & string, unknown>> } = {
      catalog: true,
      'cart-checkout': true,
      'account-loyalty': true,
      'content-blog': true,
      giftcard: true,
      backoffice: true,
    };
    expect(Object.values(covered).every(Boolean)).toBe(true);
  });
});
