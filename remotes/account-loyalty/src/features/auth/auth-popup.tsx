import type { PopupProps } from '@shop/contracts';
import { RegionRoot } from '../../components/page-root';
import { LoginFlow } from './login-flow';

/** The 'auth' popup (#auth): the login flow; once the customer is logged in it closes. */
export function AuthPopup({ close }: PopupProps) {
  return (
    <RegionRoot>
      <LoginFlow mode="login" headingLevel={2} onLoggedIn={() => close()} />
    </RegionRoot>
  );
}
