import { AccountPage as AccountPageView } from '../features/account/account-page';

/** './AccountPage': /account and /account/personal. The account is personal: the page loads it itself. */
export default function AccountPage() {
  return <AccountPageView />;
}
