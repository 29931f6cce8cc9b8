import { useState } from 'react';
import type { AuthPageProps } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { Navigate, useNavigate } from '@shop/router';
import { useSession } from '@shop/session';
import { LoadingState, useDocumentTitle } from '@shop/ui';
import { PageRoot } from '../../components/page-root';
import { NS } from '../../i18n/auth';
import { LoginFlow } from './login-flow';
import styles from './auth.module.css';

/**
 * /auth and /register: the login flow on a page of its own. Spec §2: a logged-in visitor shown the
 * form goes to the account; after logging in here, to the account, or to the personal data form
 * when the code has just created the account.
 */
export function AuthPage({ mode }: AuthPageProps) {
  const { t } = useTranslation(NS);
  const pathTo = usePathTo();
  const navigate = useNavigate();
  const { loggedIn, ready } = useSession();
  // While a code is being checked the session turns logged in before the result says where to go.
  const [verifying, setVerifying] = useState(false);
  useDocumentTitle(t(`auth.${mode}.title`));

  if (loggedIn && !verifying) return ready ? <Navigate to={pathTo('account')} replace /> : <LoadingState />;
  return (
    <PageRoot>
      <div className={styles.page}>
        <LoginFlow
          mode={mode}
          headingLevel={1}
          onVerifying={setVerifying}
          onLoggedIn={(result) => void navigate(pathTo(result === 'registered' ? 'account-personal' : 'account'), { replace: true })}
        />
      </div>
    </PageRoot>
  );
}
