import { isInviteCode, type ErrorReply, type InvitePageProps } from '@shop/contracts';
import { useLanguage, useLocalePath, useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { Link } from '@shop/router';
import { bus, useSession, useSettings } from '@shop/session';
import { controls, ErrorNotice, LoadingState, useDocumentTitle, useRequest } from '@shop/ui';
import { PageRoot } from '../../components/page-root';
import { NS } from '../../i18n/invite';
import { recordVisit } from './api';
import styles from './invite.module.css';

/** What a code that cannot be an invitation gets, without asking the server. */
const NOT_FOUND: ErrorReply = { status: 400, error: 'not_found' };

/**
 * /invite/{code}: records the visit once (POST /loyalty/send-visit), then invites the visitor to
 * register with the login popup; the registration names the referrer. An unknown code says the
 * link is not valid.
 */
export function InvitePage({ code }: InvitePageProps) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const localePath = useLocalePath();
  const pathTo = usePathTo();
  const settings = useSettings(language);
  const { loggedIn } = useSession();
  const { state, retry } = useRequest(`visit:${code}`, () => (isInviteCode(code) ? recordVisit(code) : Promise.resolve(NOT_FOUND)));
  const welcomed = state.status === 'done' && state.data.status === 200;
  const heading = welcomed ? (settings?.name ? t('invite.heading', { shop: settings.name }) : t('invite.headingPlain')) : t('invite.title');
  useDocumentTitle(heading);

  let body;
  if (state.status === 'loading') body = <LoadingState />;
  else if (state.status === 'error') body = <ErrorNotice message={t('loadError')} onRetry={retry} />;
  else if (!welcomed) {
    body = (
      <>
        <p className={controls.notice}>{t('invite.invalid')}</p>
        <Link className={controls.secondary} to={localePath('/')}>
          {t('invite.toHome')}
        </Link>
      </>
    );
  } else if (loggedIn) {
    body = (
      <>
        <p className={styles.text}>{t('invite.member')}</p>
        <Link className={controls.primary} to={pathTo('membership')}>
          {t('invite.toMembership')}
        </Link>
      </>
    );
  } else {
    body = (
      <>
        <p className={styles.text}>{t('invite.text')}</p>
        <button type="button" className={controls.primary} onClick={() => bus.emit('popup:open', { name: 'auth' })}>
          {t('invite.register')}
        </button>
      </>
    );
  }

  return (
    <PageRoot>
      <div className={styles.invite}>
        <h1 className={controls.title}>{heading}</h1>
        {body}
      </div>
    </PageRoot>
  );
}
