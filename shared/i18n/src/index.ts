export { i18n, registerNamespace, type Translations } from './instance';
export {
  initI18n,
  setLanguage,
  getLanguage,
  getLanguages,
  useLanguage,
  DEFAULT_LANGUAGES,
  type LanguageState,
} from './language-store';
export { localizePath, stripLanguagePrefix, switchLanguagePath, useLocalePath } from './paths';
export { formatPrice, formatDate } from './format';
// Only the react-i18next names the apps use (a shared module is not tree-shaken).
export { useTranslation, Trans, I18nextProvider } from 'react-i18next';
