import { act, render, screen } from '@testing-library/react';
import type { LanguageSetting } from '@shop/contracts';
import { localizePath, stripLanguagePrefix, switchLanguagePath, useLocalePath } from './paths';
import { initI18n, setLanguage, useLanguage } from './language-store';

const languages: LanguageSetting[] = [
  { code: 'ru-ru', url: '', title: 'Русский' },
  { code: 'en-gb', url: 'en', title: 'English' },
  { code: 'ka-ge', url: 'ka', title: 'ქართული' },
];

describe('stripLanguagePrefix', () => {
  it('finds the language from the prefix', () => {
    expect(stripLanguagePrefix('/en/blog/post-1', languages)).toEqual({ language: 'en-gb', path: '/blog/post-1' });
    expect(stripLanguagePrefix('/ka', languages)).toEqual({ language: 'ka-ge', path: '/' });
    expect(stripLanguagePrefix('/ka/', languages)).toEqual({ language: 'ka-ge', path: '/' });
  });

  it('treats an unprefixed path as Russian', () => {
    expect(stripLanguagePrefix('/blog', languages)).toEqual({ language: 'ru-ru', path: '/blog' });
    expect(stripLanguagePrefix('/', languages)).toEqual({ language: 'ru-ru', path: '/' });
    // 'english' only starts like a prefix.
    expect(stripLanguagePrefix('/english', languages)).toEqual({ language: 'ru-ru', path: '/english' });
  });
});

describe('switchLanguagePath', () => {
  it('replaces the prefix', () => {
    expect(switchLanguagePath('/blog/a', 'ru-ru', 'en-gb', languages)).toBe('/en/blog/a');
    expect(switchLanguagePath('/en/blog/a', 'en-gb', 'ka-ge', languages)).toBe('/ka/blog/a');
    expect(switchLanguagePath('/ka/blog', 'ka-ge', 'ru-ru', languages)).toBe('/blog');
    expect(switchLanguagePath('/en', 'en-gb', 'ru-ru', languages)).toBe('/');
    expect(switchLanguagePath('/', 'ru-ru', 'ka-ge', languages)).toBe('/ka');
  });

  it('throws when the current language is not configured', () => {
    const onlyRu = languages.slice(0, 1);
    expect(() => switchLanguagePath('/en/blog', 'en-gb', 'ru-ru', onlyRu)).toThrow('Current language not found in the URL.');
  });

  it('throws when the URL does not carry the current language', () => {
    expect(() => switchLanguagePath('/blog', 'en-gb', 'ru-ru', languages)).toThrow('Current language not found in the URL.');
  });
});

describe('localizePath', () => {
  it('adds the prefix of the language', () => {
    expect(localizePath('/blog', 'ru-ru', languages)).toBe('/blog');
    expect(localizePath('blog', 'en-gb', languages)).toBe('/en/blog');
    expect(localizePath('/', 'ka-ge', languages)).toBe('/ka');
  });
});

function Probe() {
  const { language } = useLanguage();
  const localePath = useLocalePath();
  return <a href={localePath('/blog')}>{language}</a>;
}

describe('useLanguage / useLocalePath', () => {
  it('follow the language the shell sets', () => {
    initI18n({ language: 'ru-ru', languages });
    render(<Probe />);
    expect(screen.getByRole('link', { name: 'ru-ru' })).toHaveAttribute('href', '/blog');
    act(() => setLanguage('en-gb'));
    expect(screen.getByRole('link', { name: 'en-gb' })).toHaveAttribute('href', '/en/blog');
  });
});

it('accepts prefixes written with slashes in settings', () => {
  const slashed: LanguageSetting[] = [
    { code: 'ru-ru', url: '/', title: 'Русский' },
    { code: 'en-gb', url: '/en/', title: 'English' },
  ];
  expect(stripLanguagePrefix('/en/blog', slashed)).toEqual({ language: 'en-gb', path: '/blog' });
  expect(stripLanguagePrefix('/blog', slashed)).toEqual({ language: 'ru-ru', path: '/blog' });
  expect(switchLanguagePath('/blog', 'ru-ru', 'en-gb', slashed)).toBe('/en/blog');
});
