import type { AdminCustomer, CustomerReply } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { controls } from '@shop/ui';
import { adminPost, adminUrl, type AdminRefusal } from '../../api/admin-api';
import { ConfirmAction } from '../../frame/confirm-action';
import { useMay } from '../../frame/staff-context';
import { NS } from '../../i18n/register';

/**
 * What staff do to a customer's account: take the file of everything the shop holds about them;
 * block or unblock them; erase their personal data on their request. Each change names its
 * consequence and asks for the reason; the reply is the customer as they are now.
 */
export function CustomerActions({ customer, onChanged }: { customer: AdminCustomer; onChanged: (customer: AdminCustomer, done: string) => void }) {
  const { t } = useTranslation(NS);
  const may = useMay();
  if (customer.erased) return null;
  const change = (action: 'block' | 'unblock' | 'erase', done: string) => async (reason?: string): Promise<AdminRefusal | undefined> => {
    const answer = await adminPost<Omit<CustomerReply, 'status'>>(`customers/${customer.id}/${action}`, reason ? { reason } : {});
    if (!answer.ok) return answer;
    onChanged(answer.customer, done);
    return undefined;
  };
  return (
    <section className={controls.panel} aria-labelledby="customer-actions">
      <h2 id="customer-actions" className={controls.subtitle}>{t('customers.actions')}</h2>
      <p>
        {/* The browser fetches the file itself, with the session's cookie: the API names it customer-{id}.json. */}
        <a href={adminUrl(`customers/${customer.id}/export`)} download={`customer-${customer.id}.json`}>{t('customers.export')}</a>
        {' '}· {t('customers.exportNote')}
      </p>
      {may('customers.change') && (
        <div className={controls.actions}>
          {customer.blocked ? (
            <ConfirmAction label={t('customers.unblock')} consequence={t('customers.confirmUnblock')} run={change('unblock', t('customers.unblocked'))} />
          ) : (
            <ConfirmAction
              label={t('customers.block')}
              consequence={t('customers.confirmBlock')}
              reasonLabel={t('customers.reasonRequired')}
              run={change('block', t('customers.blockedDone'))}
              destructive
            />
          )}
          <ConfirmAction
            label={t('customers.erase')}
            consequence={t('customers.confirmErase')}
            reasonLabel={t('customers.reasonRequired')}
            run={change('erase', t('customers.erasedDone'))}
            destructive
          />
        </div>
      )}
    </section>
  );
}
