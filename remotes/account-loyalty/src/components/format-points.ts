import { useTranslation } from '@shop/i18n';
import { NS } from '../i18n/register';

// A no-break space between groups, as prices have it (@shop/i18n formatPrice), so a number never wraps.
const NBSP = '\u00a0';

/** Russian digit grouping for every number of four digits or more: 12500 → '12 500'. */
export function formatNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.abs(Math.round(value))).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/** "1 250 баллов": a points amount, grouped, in the plural form its number asks for. */
export function usePointsText(): (points: number) => string {
  const { t } = useTranslation(NS);
  return (points) => t('points', { count: points, formatted: formatNumber(points) });
}
