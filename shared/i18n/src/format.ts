import type { LanguageCode } from '@shop/contracts';

/**
 * Month names as a date shows them: Russian in the genitive ("5 марта"), Georgian in the
 * nominative. Written out rather than asked of Intl: the browser's first Intl.DateTimeFormat loads
 * its locale data, 30-80 ms of main thread on a page's first date; Debian's Chromium has no
 * Georgian data at all; and the edge's Node and the browser then print the same text.
 */
const MONTHS: Record<LanguageCode, readonly string[]> = {
  'ru-ru': ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
  'en-gb': ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  'ka-ge': ['იანვარი', 'თებერვალი', 'მარტი', 'აპრილი', 'მაისი', 'ივნისი', 'ივლისი', 'აგვისტო', 'სექტემბერი', 'ოქტომბერი', 'ნოემბერი', 'დეკემბერი'],
};

/**
 * A calendar date in the language's own form, as Intl writes it (`5 марта 2026 г.`, `5 March 2026`,
 * `5 მარტი, 2026`). Dates are read in UTC so the server's date does not move a day with the
 * visitor's time zone.
 */
export function formatDate(iso: string, language: LanguageCode): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = date.getUTCDate();
  const month = MONTHS[language][date.getUTCMonth()];
  const year = date.getUTCFullYear();
  switch (language) {
    case 'ru-ru':
      return `${day} ${month} ${year} г.`;
    case 'ka-ge':
      return `${day} ${month}, ${year}`;
    default:
      return `${day} ${month} ${year}`;
  }
}
