import type { LanguageCode } from '@shop/contracts';
import { formatDate } from '@shop/i18n';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** A moment as staff read it, in UTC as the admin API's days are: `5 марта 2026 г., 14:05 UTC`. */
export function formatDateTime(iso: string, language: LanguageCode): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(iso, language)}, ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())} UTC`;
}
