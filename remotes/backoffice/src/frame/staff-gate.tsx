import type { ReactNode } from 'react';
import type { AdminMeReply } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { logout, useSession } from '@shop/session';
import { controls, LoadingState, useRequest } from '@shop/ui';
import { adminGet, NO_ANSWER_ERROR, type AdminAnswer } from '../api/admin-api';
import { NS } from '../i18n/register';
import { AdminProblem } from './admin-problem';
import { RegionRoot } from './page-root';
import styles from './frame.module.css';

export type Staff = Omit<AdminMeReply, 'status'>;

/** A guest: what the admin API answers a session nobody is logged in on. */
const GUEST: AdminAnswer<AdminMeReply> = { ok: false, status: 401, error: 'unauthorized', details: {} };

/** The shell's login popup: the URL hash names it. */
const LOGIN_POPUP = 'auth';

/**
 * Who may see the back office: asks the admin API who is logged in, and shows the back office only
 * to staff. A guest is offered the shop's login; a customer without a role gets a refusal in their
 * language and nothing of the shop's data (nothing else is asked for until /me says staff).
 */
export function StaffGate({ children }: { children: (staff: Staff) => ReactNode }) {
  const { t } = useTranslation(NS);
  const { ready, loggedIn, customer } = useSession();
  // Asked once the session knows who it is, and again whenever a login or logout changes that; a guest is not asked about.
  const asking = ready && loggedIn;
  const { state, retry } = useRequest(`me:${ready}:${customer?.id ?? 'guest'}`, () => (asking ? adminGet<AdminMeReply>('me') : Promise.resolve(GUEST)));
  if (state.status === 'done' && state.data.ok) return <>{children({ role: state.data.role, actor: state.data.actor })}</>;
  return (
    <main id="main" className={styles.gateMain}>
      <RegionRoot>
        {!ready || state.status === 'loading' ? (
          <LoadingState label={t('gate.checking')} />
        ) : state.status === 'error' ? (
          <AdminProblem refusal={NO_ANSWER_ERROR} onRetry={retry} />
        ) : (
          <NotStaff answer={state.data} who={customer?.email || customer?.telephone || ''} onRetry={retry} />
        )}
      </RegionRoot>
    </main>
  );
}

function NotStaff({ answer, who, onRetry }: { answer: AdminAnswer<unknown>; who: string; onRetry: () => void }) {
  const { t } = useTranslation(NS);
  if (answer.ok) return null;
  if (answer.status === 401) {
    return (
      <section className={styles.gate} aria-labelledby="staff-login">
        <h1 id="staff-login" className={controls.title}>{t('gate.loginTitle')}</h1>
        <p>{t('gate.loginText')}</p>
        <a className={controls.primary} href={`#${LOGIN_POPUP}`}>{t('gate.login')}</a>
      </section>
    );
  }
  if (answer.status === 403) {
    return (
      <section className={styles.gate} aria-labelledby="staff-refused">
        <h1 id="staff-refused" className={controls.title}>{t('gate.refusedTitle')}</h1>
        <p>{t('gate.refusedText', { who })}</p>
        <button
          type="button"
          className={controls.secondary}
          onClick={() => void logout().then(() => {
            window.location.hash = LOGIN_POPUP;
          })}
        >
          {t('gate.anotherAccount')}
        </button>
      </section>
    );
  }
  return <AdminProblem refusal={answer} onRetry={onRetry} />;
}
