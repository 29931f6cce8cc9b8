import { useTranslation } from '@shop/i18n';

/** How long a delivery takes, as the shopper reads it: "Today", "3 days", "1–2 days". */
export function DeliveryTime({ minDays, maxDays }: { minDays: number; maxDays: number }) {
  const { t } = useTranslation('ui');
  if (maxDays === 0) return <>{t('deliveryTime.today')}</>;
  if (minDays === maxDays) return <>{t('deliveryTime.days', { count: maxDays })}</>;
  return <>{t('deliveryTime.range', { min: minDays, count: maxDays })}</>;
}
