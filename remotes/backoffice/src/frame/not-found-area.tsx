import { useTranslation } from '@shop/i18n';
import { Link } from '@shop/router';
import { controls } from '@shop/ui';
import { NS } from '../i18n/register';
import { useAdminPath } from './admin-paths';

/** A path under /admin that names no area. */
export function NotFoundArea() {
  const { t } = useTranslation(NS);
  const adminPath = useAdminPath();
  return (
    <>
      <h1 className={controls.title}>{t('errors.not_found')}</h1>
      <Link to={adminPath()}>{t('nav.dashboard')}</Link>
    </>
  );
}
