import { i18n, registerNamespace } from './instance';
import { initI18n } from './language-store';

registerNamespace('test', {
  'ru-ru': { posts_one: '{{count}} запись', posts_few: '{{count}} записи', posts_many: '{{count}} записей', posts_other: '{{count}} записи', only_ru: 'Только по-русски' },
  'en-gb': { posts_one: '{{count}} post', posts_other: '{{count}} posts' },
  'ka-ge': { posts_other: '{{count}} პოსტი' },
});

describe('Russian plurals', () => {
  beforeEach(() => initI18n({ language: 'ru-ru' }));

  it.each([
    [1, '1 запись'],
    [2, '2 записи'],
    [5, '5 записей'],
    [11, '11 записей'],
    [21, '21 запись'],
    [22, '22 записи'],
  ])('%i → %s', (count, expected) => {
    expect(i18n.t('test:posts', { count })).toBe(expected);
  });
});

describe('other languages', () => {
  it('uses English and Georgian plural rules', () => {
    initI18n({ language: 'en-gb' });
    expect(i18n.t('test:posts', { count: 1 })).toBe('1 post');
    expect(i18n.t('test:posts', { count: 21 })).toBe('21 posts');
    initI18n({ language: 'ka-ge' });
    expect(i18n.t('test:posts', { count: 3 })).toBe('3 პოსტი');
  });

  it('falls back to Russian for a missing key', () => {
    initI18n({ language: 'en-gb' });
    expect(i18n.t('test:only_ru')).toBe('Только по-русски');
  });
});
