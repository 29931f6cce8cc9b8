import { useState } from 'react';
import type { SharedLinkPageProps } from '@shop/contracts';
import { useLanguage, useLocalePath, useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { Link } from '@shop/router';
import { addSharedCart, useSettings } from '@shop/session';
import { controls, ErrorNotice, LoadingState, useDocumentTitle, useRequest } from '@shop/ui';
import { cartLines } from '../../components/cart-lines';
import { ItemList } from '../../components/item-list';
import { PageRoot } from '../../components/page-root';
import { TotalsSummary } from '../../components/totals-summary';
import { NS } from '../../i18n/cart';
import { fetchSharedCart } from './api';
import styles from './shared-cart.module.css';

type Adding = { kind: 'idle' | 'working' | 'added' } | { kind: 'failed'; error: string };

/**
 * A cart someone shared (/cart/shared/{token}, spec §3 Shared cart): its lines and totals as the
 * cart is now, and "add all to my cart". A token that leads nowhere says so and leads home.
 */
export function SharedCartPage({ token }: SharedLinkPageProps) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const settings = useSettings(language);
  const localePath = useLocalePath();
  const pathTo = usePathTo();
  const { state, retry } = useRequest(`${language}:${token}`, () => fetchSharedCart(token));
  const [adding, setAdding] = useState<Adding>({ kind: 'idle' });
  useDocumentTitle(t('shared.title'));

  const addAll = async () => {
    setAdding({ kind: 'working' });
    const result = await addSharedCart(token);
    setAdding(result.ok ? { kind: 'added' } : { kind: 'failed', error: result.error });
  };

  const reply = state.status === 'done' ? state.data : undefined;
  const shared = reply?.status === 200 ? reply : undefined;
  // A cart that is gone while the page is open answers not_found to "add all" too.
  const gone = reply?.status === 400 || (adding.kind === 'failed' && adding.error === 'not_found');

  if (gone) {
    return (
      <PageRoot>
        <div className={styles.gone}>
          <h1 className={`${controls.title} ${styles.title}`}>{t('shared.gone')}</h1>
          <p>{t('shared.goneHint')}</p>
          <Link className={controls.primary} to={localePath('/')}>
            {t('shared.home')}
          </Link>
        </div>
      </PageRoot>
    );
  }

  const lines = shared ? cartLines(shared.cart.items, shared.products) : [];
  const currency = shared?.products[0]?.currency ?? settings?.currency;

  return (
    <PageRoot>
      <h1 className={`${controls.title} ${styles.title}`}>
        {t('shared.title')}
      </h1>
      {state.status === 'loading' && <LoadingState label={t('shared.loading')} />}
      {state.status === 'error' && <ErrorNotice onRetry={retry} />}
      {shared && (
        <div className={styles.layout}>
          <ItemList
            label={t('shared.lines')}
            items={lines.map(({ item, product, size }) => ({
              key: item.item_id,
              name: product.name,
              urlPath: product.url_path,
              image: product.image,
              details: [...(size ? [t('shared.size', { size: size.label })] : []), t('shared.quantity', { count: item.quantity })],
              amount: product.price * item.quantity,
              currency: product.currency,
            }))}
          />
          <div className={styles.aside}>
            {currency && <TotalsSummary totals={shared.cart.totals} currency={currency} label={t('shared.summary')} />}
            {adding.kind !== 'added' && (
              <button type="button" className={controls.primary} disabled={adding.kind === 'working'} aria-busy={adding.kind === 'working'} onClick={() => void addAll()}>
                {t('shared.addAll')}
              </button>
            )}
            <div aria-live="polite">
              {adding.kind === 'added' && (
                <p className={styles.added}>
                  {t('shared.added')}{' '}
                  <Link className={controls.secondary} to={pathTo('cart')}>
                    {t('shared.goToCart')}
                  </Link>
                </p>
              )}
              {adding.kind === 'failed' && <p className={`${controls.error} ${styles.error}`}>{t('shared.addFailed')}</p>}
            </div>
          </div>
        </div>
      )}
    </PageRoot>
  );
}
