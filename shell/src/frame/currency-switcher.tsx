import type { CurrencyCode } from '@shop/contracts';
import { useLocation } from '@shop/router';
import { currencyHref, currencySymbol, rememberCurrency, useCurrency, useTranslation } from '@shop/i18n';
import { NS } from '../i18n/texts';
import { ChoiceMenu, type Choice } from './choice-menu';

export interface CurrencySwitcherProps {
  /** The list floats below the button (the header) instead of pushing what follows down (the menu). */
  floating?: boolean;
}

/**
 * The currency choice (spec §1), beside the language: each of the settings' currencies is this
 * page priced in it. A choice is remembered (a cookie) and loads the page anew at the URL that
 * names it, so every price on it, the cart's included, comes from the server in that currency.
 */
export function CurrencySwitcher({ floating = false }: CurrencySwitcherProps) {
  const { t } = useTranslation(NS);
  const { currency, currencies } = useCurrency();
  const { pathname, search } = useLocation();

  if (currencies.length < 2) return null;
  // "₽ RUB": the symbol the prices carry and the code every shop and bank uses, in any language.
  const label = (code: CurrencyCode) => `${currencySymbol(code)} ${code}`;
  const choices = currencies.map((code): Choice => ({
    key: code,
    label: label(code),
    href: currencyHref(pathname, search, code, currencies[0]!),
    active: code === currency,
    onChoose: () => rememberCurrency(code),
  }));
  return (
    <ChoiceMenu
      name="currency"
      label={t('currency')}
      currentHint={t('header.currentCurrency')}
      current={label(currency)}
      choices={choices}
      floating={floating}
      reloadDocument
    />
  );
}
