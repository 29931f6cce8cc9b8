import { useCallback, useEffect, useRef, useState } from 'react';
import { isPopupName, POPUPS, type PopupName, type PopupProps } from '@shop/contracts';
import { useLocation, useNavigate, type Location } from '@shop/router';
import { useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { bus, useSession } from '@shop/session';
import { Dialog } from '@shop/ui';
import { NS } from '../i18n/texts';
import { useHydrated } from '../frame/use-hydrated';
import { RemotePage } from '../remote-loading/remote-page';
import styles from './popup-container.module.css';

/** The popup a URL hash names ('#auth' → 'auth'); other hashes (anchors in a page) are not ours. */
export function popupFromHash(hash: string): PopupName | null {
  let name: string;
  try {
    name = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null; // A malformed escape ('#%E0%A4%A') names nothing; it must not break the page.
  }
  return isPopupName(name) ? name : null;
}

/** History state of an entry the container pushed to open a popup: closing it goes back instead. */
const OPENED_HERE = { openedPopup: true } as const;
const openedHere = (location: Location): boolean =>
  typeof location.state === 'object' && location.state !== null && 'openedPopup' in location.state;

const withHash = (location: Location, hash: string) => ({ pathname: location.pathname, search: location.search, hash });

/**
 * Spec §2 popups: the one named by the URL hash is shown in a dialog, its content the default
 * export of the module its remote exposes (contracts POPUPS). Closing clears the hash. The login
 * popup sends a logged-in visitor to the account page instead. Remotes open popups through the
 * bus: popup:open, auth:required, popup:close.
 */
export function PopupContainer() {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const { loggedIn, ready } = useSession();
  // The hash never reaches the server: a popup opens once the page has hydrated.
  const popup = useHydrated() ? popupFromHash(location.hash) : null;

  // Handlers read the latest location without re-subscribing on every navigation.
  const latest = useRef(location);
  useEffect(() => {
    latest.current = location;
  });

  // Closing clears the hash. A popup this container opened (a pushed entry) closes by going back,
  // so Back afterwards leaves the page instead of stepping onto the same page again; one opened
  // by a link or an address (#auth) has its hash replaced in place.
  const closePopup = useCallback(() => {
    if (openedHere(latest.current)) navigate(-1);
    else navigate(withHash(latest.current, ''), { replace: true });
  }, [navigate]);

  useEffect(() => {
    const open = (name: PopupName) => {
      if (popupFromHash(latest.current.hash) !== name) navigate(withHash(latest.current, `#${name}`), { state: OPENED_HERE });
    };
    const offOpen = bus.on('popup:open', ({ name }) => open(name));
    const offAuth = bus.on('auth:required', () => open('auth'));
    const offClose = bus.on('popup:close', ({ name }) => {
      if (popupFromHash(latest.current.hash) === name) closePopup();
    });
    return () => {
      offOpen();
      offAuth();
      offClose();
    };
  }, [navigate, closePopup]);

  // Spec §2: the login form is never shown to a visitor who is logged in when it opens. While the
  // session is still being checked, a visitor the logged-in flag calls logged in sees nothing yet.
  // Who logs in inside the form stays where they are: the popup closes itself.
  const [opened, setOpened] = useState<{ key: string; loggedIn: boolean } | null>(null);
  if (popup === 'auth' && ready && opened?.key !== location.key) setOpened({ key: location.key, loggedIn });
  const loggedInAtOpening = ready && opened?.key === location.key ? opened.loggedIn : loggedIn;
  const toAccount = popup === 'auth' && loggedInAtOpening;
  const accountPath = pathTo('account');
  useEffect(() => {
    if (toAccount && ready) navigate(accountPath, { replace: true });
  }, [toAccount, ready, navigate, accountPath]);

  if (!popup || toAccount) return null;
  const { remote, module } = POPUPS[popup];
  const props: PopupProps = { close: closePopup };
  return (
    // Anchored at the top: the remote's content replaces a smaller loading state (seconds later when
    // the remote is slow), and a centred panel would jump up when it arrives.
    <Dialog open onClose={closePopup} label={t(`popup.${popup}`)} className={styles.popup} anchor="top">
      <RemotePage key={popup} remote={remote} module={module.replace(/^\.\//, '')} props={props} />
    </Dialog>
  );
}
