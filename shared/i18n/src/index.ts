export { i18n, registerNamespace, type Translations } from './instance';
export {
  initI18n,
  setLanguage,
  getLanguage,
  useLanguage,
  DEFAULT_LANGUAGES,
  type LanguageState,
} from './language-store';
export { stripLanguagePrefix, switchLanguagePath, useLocalePath } from './paths';
export {
  adoptSettingsCurrency, currencyHref, currencyOfSearch, getCurrency, rememberCurrency, setCurrency, useCurrency, type CurrencyState,
} from './currency-store';
export { formatDate } from './format';
// Money reads the same wherever it is written (the API's texts too): the contracts hold the one way.
export { currencySymbol, formatPrice } from '@shop/contracts';
// Only the react-i18next names the apps use (a shared module is not tree-shaken): Trans and
// I18nextProvider were exported unused and brought react-i18next's HTML parser to every page
// (3.8 KB brotli, issue 10). The one instance needs no provider (initReactI18next binds it).
export { useTranslation } from 'react-i18next';
