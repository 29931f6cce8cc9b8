/**
 * A city name or a typed query as the city search compares them: lower case, ё as е, hyphens as
 * spaces ("санкт петербург" finds Санкт-Петербург), one space between words. Done here rather than
 * by PostgreSQL's lower(), which leaves Cyrillic as it is under the C locale (PGlite's).
 */
export function foldCityName(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е').replace(/[\s-]+/g, ' ').trim();
}
