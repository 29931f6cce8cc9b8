import { lazy, Suspense, useId, useState } from 'react';
import { useLanguage, useLocalePath, useTranslation } from '@shop/i18n';
import { Link } from '@shop/router';
import { addToWishlist, changeCartItem, changeCartItemQuantity, countItems, fetchCart, removeCartItem, useCart, useSession, useSettings } from '@shop/session';
import { Breadcrumbs, controls, ErrorNotice, LoadingState, useDocumentTitle, useRequest } from '@shop/ui';
import { cartLines } from '../../components/cart-lines';
import { PageRoot } from '../../components/page-root';
import { TotalsSummary } from '../../components/totals-summary';
import { NS } from '../../i18n/cart';
import { CartLine } from './cart-line';
import { CheckoutButton } from './checkout-button';
import { LoginToUse } from './login-to-use';
import giftcardStyles from './giftcard-block.module.css';
import { PromoCode } from './promo-code';
import { Recommendations } from './recommendations';
import { ShareLink } from './share-link';
import { useLineChanges } from './use-line-changes';
import styles from './cart.module.css';

// The gift card block is its own chunk, fetched when a cart with lines shows its summary: /cart's
// first visit is near the JavaScript budget and most carts are paid without a card.
const BonusBlock = lazy(() => import(/* webpackChunkName: "cart-bonus" */ './bonus-block').then((module) => ({ default: module.BonusBlock })));
const GiftcardBlock = lazy(() => import(/* webpackChunkName: "cart-giftcard" */ './giftcard-block').then((module) => ({ default: module.GiftcardBlock })));

/**
 * The cart (/cart, spec §2): its lines, changed in place through the session commands (the store
 * then holds the server's reply), the promo code, the summary and the way to checkout. The cart
 * is fetched on arrival: the one the page may have from storage has no totals.
 */
export function CartPage() {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const settings = useSettings(language);
  const localePath = useLocalePath();
  const cart = useCart();
  const { loggedIn } = useSession();
  const summaryId = useId();
  const { state, retry } = useRequest(language, fetchCart);
  const { pending, errors, run } = useLineChanges();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  useDocumentTitle(t('cart.title'));

  const lines = cartLines(cart.cart.items, cart.products);
  // A deleted line's id may linger in the set: only the cart's lines count as selected.
  const chosen = lines.filter(({ item }) => selected.has(item.item_id));
  const select = (itemId: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(itemId);
      else next.delete(itemId);
      return next;
    });
  const deleteSelected = () => {
    for (const { item } of chosen) void run(item.item_id, () => removeCartItem(item.item_id));
  };

  const loaded = state.status === 'done' && state.data.ok;
  // The cart's one currency is what its totals are in (the shell keeps it the visitor's).
  const currency = cart.cart.currency ?? cart.products[0]?.currency ?? settings?.currency;

  return (
    <PageRoot>
      <Breadcrumbs items={[{ label: t('cart.title') }]} />
      <div className={styles.heading}>
        <h1 className={`${controls.title} ${styles.title}`}>
          {t('cart.title')}
        </h1>
        {loaded && lines.length > 0 && <p className={styles.count}>{t('cart.count', { count: countItems(cart) })}</p>}
      </div>
      {state.status === 'loading' && <LoadingState label={t('cart.loading')} />}
      {state.status === 'error' || (state.status === 'done' && !state.data.ok) ? <ErrorNotice message={t('cart.loadError')} onRetry={retry} /> : null}
      {loaded && lines.length === 0 && (
        <div className={styles.empty}>
          <p>{t('cart.empty')}</p>
          <Link className={controls.primary} to={localePath('/')}>
            {t('cart.toCatalogue')}
          </Link>
        </div>
      )}
      {loaded && lines.length > 0 && (
        <div className={styles.layout}>
          <div className={styles.main}>
            <div role="toolbar" aria-label={t('cart.selection')} className={styles.toolbar}>
              <button type="button" className={controls.linkButton} disabled={chosen.length === lines.length} onClick={() => setSelected(new Set(lines.map(({ item }) => item.item_id)))}>
                {t('cart.selectAll')}
              </button>
              <button type="button" className={controls.linkButton} disabled={chosen.length === 0} onClick={() => setSelected(new Set())}>
                {t('cart.deselectAll')}
              </button>
              <button type="button" className={controls.linkButton} disabled={chosen.length === 0} onClick={deleteSelected}>
                {t('cart.deleteSelected')}
              </button>
            </div>
            <ul className={styles.lines} aria-label={t('cart.lines')}>
              {lines.map((line) => {
                const { item_id: itemId, quantity, sku } = line.item;
                return (
                  <CartLine
                    key={itemId}
                    line={line}
                    selected={selected.has(itemId)}
                    pending={pending[itemId] === true}
                    error={errors[itemId]}
                    onSelect={(on) => select(itemId, on)}
                    onQuantity={(next) => void run(itemId, () => changeCartItemQuantity(itemId, next))}
                    onSize={(next) => void run(itemId, () => changeCartItem(itemId, quantity, next))}
                    onRemove={() => void run(itemId, () => removeCartItem(itemId))}
                    onMoveToWishlist={() =>
                      void run(itemId, async () => {
                        // A guest's wishlist is kept on this device and the bus asks them to log in.
                        const added = await addToWishlist(sku);
                        return added.ok ? removeCartItem(itemId) : added;
                      })
                    }
                  />
                );
              })}
            </ul>
            <ShareLink />
          </div>
          <aside className={styles.aside} aria-labelledby={summaryId}>
            <h2 id={summaryId} className={styles.blockTitle}>
              {t('cart.summary')}
            </h2>
            <PromoCode code={cart.promocode} noLongerApplies={cart.no_discount === 1} />
            {currency && !loggedIn && (
              <>
                <LoginToUse
                  title={t('bonus.title')} note={t('bonus.guest')} action={t('bonus.login')} reason="bonuses"
                  classes={{ block: styles.bonus, title: styles.blockTitle, note: styles.bonusNote }}
                />
                <LoginToUse
                  title={t('giftcardGuest.title')} note={t('giftcardGuest.note')} action={t('giftcardGuest.login')} reason="giftcard"
                  classes={{ block: giftcardStyles.block, title: giftcardStyles.title, note: giftcardStyles.note, action: giftcardStyles.linkButton }}
                />
              </>
            )}
            {currency && loggedIn && (
              <Suspense fallback={null}>
                <BonusBlock currency={currency} />
                <GiftcardBlock currency={currency} />
              </Suspense>
            )}
            {currency && (
              <div className={styles.summary}>
                <TotalsSummary totals={cart.cart.totals} currency={currency} promocode={cart.promocode} label={t('cart.totals')} />
                <CheckoutButton totals={cart.cart.totals} currency={currency} minimumTotal={settings?.order.minimum_total} />
              </div>
            )}
          </aside>
        </div>
      )}
      {loaded && <Recommendations products={cart.recommendations} />}
    </PageRoot>
  );
}
