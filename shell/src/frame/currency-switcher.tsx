import type { CurrencyCode } from '@shop/contracts';
import { useLocation } from '@shop/router';
import { currencyHref, currencySymbol, rememberCurrency, useCurrency, useTranslation } from '@shop/i18n';
import { NS } from '../i18n/texts';
import './header/texts';
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
  const choices = currencies.map((code: CurrencyCode): Choice => ({
    key: code,
    label: `${currencySymbol(code)} ${t(`currencies.${code}`)}`,
    href: currencyHref(pathname, search, code, currencies[0]!),
    active: code === currency,
    onChoose: () => rememberCurrency(code),
  }));
  return (
    <ChoiceMenu
      name="currency"
      label={t('currency')}
      currentHint={t('header.currentCurrency')}
      current={`${currencySymbol(currency)} ${currency}`}
      choices={choices}
      floating={floating}
      reloadDocument
    />
  );
}
