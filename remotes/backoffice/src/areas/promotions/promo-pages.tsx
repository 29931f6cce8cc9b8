import { useState } from 'react';
import type { AdminPromoCode, PromoCodeReply } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { Link, useLocation, useNavigate, useParams } from '@shop/router';
import { controls, useDocumentTitle } from '@shop/ui';
import { adminPost, type AdminRefusal } from '../../api/admin-api';
import { useAdminData } from '../../api/use-admin-data';
import { useAdminPath } from '../../frame/admin-paths';
import { AdminLoaded } from '../../frame/admin-problem';
import { ConfirmAction } from '../../frame/confirm-action';
import { NS } from '../../i18n/register';
import { PromoForm, type PromoRules } from './promo-form';
import { promoStatus } from './promo-status';
import { useDiscountText } from './promotions-list';

type CodeReply = Omit<PromoCodeReply, 'status'>;

function BackToList() {
  const { t } = useTranslation(NS);
  const adminPath = useAdminPath();
  return <Link to={adminPath('promotions')}>{t('promotions.back')}</Link>;
}

/** /admin/promotions/new: a new code, then its page. */
export function NewPromoPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('promotions.new'));
  const navigate = useNavigate();
  const adminPath = useAdminPath();
  const save = async (rules: PromoRules): Promise<AdminRefusal | undefined> => {
    const answer = await adminPost<CodeReply>('promo-codes', rules);
    if (!answer.ok) return answer;
    navigate(adminPath(`promotions/${answer.code.id}`), { state: { saved: true } });
    return undefined;
  };
  return (
    <>
      <BackToList />
      <h1 className={controls.title}>{t('promotions.new')}</h1>
      <PromoForm onSave={save} />
    </>
  );
}

/** Ending a code now, or letting an ended one apply again, asked to confirm with what it does. */
function EndOrEnable({ code, onChanged }: { code: AdminPromoCode; onChanged: (code: AdminPromoCode) => void }) {
  const { t } = useTranslation(NS);
  const ended = promoStatus(code) === 'ended';
  const run = async (): Promise<AdminRefusal | undefined> => {
    const answer = await adminPost<CodeReply>(`promo-codes/${code.id}/${ended ? 'enable' : 'disable'}`, {});
    if (!answer.ok) return answer;
    onChanged(answer.code);
    return undefined;
  };
  return (
    <section className={controls.panel} aria-labelledby="promo-switch">
      <h2 id="promo-switch" className={controls.subtitle}>{t(`promotions.statuses.${promoStatus(code)}`)}</h2>
      <ConfirmAction
        key={code.version}
        label={t(ended ? 'promotions.enable' : 'promotions.end')}
        consequence={t(ended ? 'promotions.confirmEnable' : 'promotions.confirmEnd', { code: code.code })}
        run={run}
        destructive={!ended}
      />
    </section>
  );
}

function PromoView({ initial, justCreated, reload }: { initial: AdminPromoCode; justCreated: boolean; reload: () => void }) {
  const { t } = useTranslation(NS);
  const discount = useDiscountText();
  // What the last save or switch answered: the code as it is now, with its new version.
  const [code, setCode] = useState(initial);
  const [saved, setSaved] = useState(justCreated);
  const save = async (rules: PromoRules): Promise<AdminRefusal | undefined> => {
    setSaved(false);
    const answer = await adminPost<CodeReply>(`promo-codes/${code.id}`, { ...rules, version: code.version });
    if (!answer.ok) return answer;
    setCode(answer.code);
    setSaved(true);
    return undefined;
  };
  return (
    <>
      <p>{discount(code)} · {t('promotions.usedTimes', { count: code.uses })}</p>
      <p role="status" className={controls.success}>{saved ? t('promotions.saved') : ''}</p>
      <EndOrEnable code={code} onChanged={setCode} />
      {/* Keyed by version: a switch or a save shows the code as the API now has it. */}
      <PromoForm key={code.version} code={code} onSave={save} onReload={reload} />
    </>
  );
}

/** /admin/promotions/{id}: one code's rules to edit, and ending it or letting it apply again. */
export function PromoPage() {
  const { t } = useTranslation(NS);
  const { promoId = '' } = useParams();
  const id = /^\d{1,10}$/.test(promoId) ? Number(promoId) : 0;
  const { state, reload } = useAdminData<CodeReply>(`promo-codes/${id}`);
  const code = state.status === 'done' && state.data.ok ? state.data.code.code : '';
  useDocumentTitle(t('promotions.editTitle', { code }));
  // A code just made here comes with `saved` in the navigation's state.
  const justCreated = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  return (
    <>
      <BackToList />
      <h1 className={controls.title}>{t('promotions.editTitle', { code })}</h1>
      <AdminLoaded state={state} reload={reload}>{(data) => <PromoView key={`${data.code.id}:${data.code.version}`} initial={data.code} justCreated={justCreated} reload={reload} />}</AdminLoaded>
    </>
  );
}
