import type { AdminPromoCode, PromoCodeListReply } from '@shop/contracts';
import { formatDate, formatPrice, useLanguage, useTranslation } from '@shop/i18n';
import { Link } from '@shop/router';
import { controls, useDocumentTitle } from '@shop/ui';
import { useAdminData } from '../../api/use-admin-data';
import { useAdminPath } from '../../frame/admin-paths';
import { AdminLoaded } from '../../frame/admin-problem';
import { dayOfEnd, dayOfStart } from '../../frame/dates';
import table from '../../frame/table.module.css';
import { NS } from '../../i18n/register';
import { promoStatus } from './promo-status';

/** "15 %" or "500 ₽". */
export function useDiscountText(): (code: Pick<AdminPromoCode, 'kind' | 'value' | 'currency'>) => string {
  return (code) => (code.kind === 'percent' || !code.currency ? `${code.value}\u00a0%` : formatPrice(code.value, code.currency));
}

function Conditions({ code }: { code: AdminPromoCode }) {
  const { t } = useTranslation(NS);
  const parts = [
    code.min_total !== null && code.currency ? t('promotions.minTotal', { amount: formatPrice(code.min_total, code.currency) }) : null,
    code.requires_login ? t('promotions.loggedIn') : null,
    code.customer_groups ? t('promotions.groups', { groups: code.customer_groups.join(', ') }) : null,
    code.category_ids ? t('promotions.categories', { count: code.category_ids.length }) : null,
    code.max_uses_per_client !== null ? t('promotions.perCustomer', { count: code.max_uses_per_client }) : null,
  ].filter(Boolean);
  return <>{parts.length > 0 ? parts.join('; ') : '—'}</>;
}

function Dates({ code }: { code: AdminPromoCode }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const from = code.starts_at ? t('promotions.from', { date: formatDate(dayOfStart(code.starts_at), language) }) : '';
  const until = code.ends_at ? t('promotions.until', { date: formatDate(dayOfEnd(code.ends_at), language) }) : '';
  return <>{[from, until].filter(Boolean).join(' ') || t('promotions.always')}</>;
}

function PromoTable({ codes }: { codes: AdminPromoCode[] }) {
  const { t } = useTranslation(NS);
  const adminPath = useAdminPath();
  const discount = useDiscountText();
  if (codes.length === 0) return <p className={controls.notice}>{t('promotions.empty')}</p>;
  return (
    <div className={table.scroll}>
      <table className={table.table}>
        <thead>
          <tr>
            <th scope="col">{t('promotions.code')}</th>
            <th scope="col">{t('promotions.discount')}</th>
            <th scope="col">{t('promotions.conditions')}</th>
            <th scope="col">{t('promotions.dates')}</th>
            <th scope="col" className={table.number}>{t('promotions.uses')}</th>
            <th scope="col">{t('promotions.status')}</th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => (
            <tr key={code.id}>
              <td><Link to={adminPath(`promotions/${code.id}`)}>{code.code}</Link></td>
              <td>{discount(code)}</td>
              <td><Conditions code={code} /></td>
              <td><Dates code={code} /></td>
              <td className={table.number}>{code.max_uses === null ? code.uses : t('promotions.usesOf', { uses: code.uses, max: code.max_uses })}</td>
              <td>{t(`promotions.statuses.${promoStatus(code)}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The promo codes, newest first, with their rules, dates and uses; a new one from here. */
export function PromotionsList() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('promotions.title'));
  const adminPath = useAdminPath();
  const { state, reload } = useAdminData<Omit<PromoCodeListReply, 'status'>>('promo-codes');
  return (
    <>
      <h1 className={controls.title}>{t('promotions.title')}</h1>
      <div className={controls.actions}>
        <Link to={adminPath('promotions/new')} className={controls.primary}>{t('promotions.new')}</Link>
      </div>
      <AdminLoaded state={state} reload={reload}>{(data) => <PromoTable codes={data.codes} />}</AdminLoaded>
    </>
  );
}
