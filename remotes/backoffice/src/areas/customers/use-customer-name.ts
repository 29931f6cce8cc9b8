import { useTranslation } from '@shop/i18n';
import { NS } from '../../i18n/register';

/** How the back office names a customer: their name, else their e-mail or phone, else their number (an erased one has only that). */
export function useCustomerName(): (customer: { id: number; name?: string; firstname?: string; lastname?: string; email: string; telephone: string }) => string {
  const { t } = useTranslation(NS);
  return (customer) => {
    const name = customer.name ?? `${customer.firstname ?? ''} ${customer.lastname ?? ''}`.trim();
    return name || customer.email || customer.telephone || t('customers.number', { id: customer.id });
  };
}
