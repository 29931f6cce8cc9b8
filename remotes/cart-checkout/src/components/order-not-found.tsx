import { useLocalePath, useTranslation } from '@shop/i18n';
import { Link } from '@shop/router';
import { controls } from '@shop/ui';
import { NS } from '../i18n/order';

/** An unknown order, another session's, or a link that leads nowhere. */
export function OrderNotFound() {
  const { t } = useTranslation(NS);
  const localePath = useLocalePath();
  return (
    <>
      <p className={controls.notice}>{t('notFound')}</p>
      <p>
        <Link className={controls.secondary} to={localePath('/')}>
          {t('toHome')}
        </Link>
      </p>
    </>
  );
}
