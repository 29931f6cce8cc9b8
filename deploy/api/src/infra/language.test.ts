/** @jest-environment node */
import { pickLanguage } from './language';

describe('pickLanguage', () => {
  it.each([
    ['en-gb', 'en-gb'],
    ['KA-GE', 'ka-ge'],
    [['en-gb', 'ka-ge'], 'en-gb'],
    [undefined, 'ru-ru'],
    ['de-de', 'ru-ru'],
    ['', 'ru-ru'],
  ])('%j → %s', (header, expected) => {
    expect(pickLanguage(header as string | string[] | undefined)).toBe(expected);
  });
});
