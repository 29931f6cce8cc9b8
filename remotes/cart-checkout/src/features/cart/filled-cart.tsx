import { lazy, Suspense, useId, useState } from 'react';
import type { CurrencyCode } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/i18n';
import { addToWishlist, changeCartItem, changeCartItemQuantity, removeCartItem, useCart, useSession, useSettings } from '@shop/session';
import { controls } from '@shop/ui';
import type { CartLine as CartLineView } from '../../components/cart-lines';
import { TotalsSummary } from '../../components/totals-summary';
import { NS } from '../../i18n/cart';
import { CartLine } from './cart-line';
import { CheckoutButton } from './checkout-button';
import { LoginToUse } from './login-to-use';
import giftcardStyles from './giftcard-block.module.css';
import { PromoCode } from './promo-code';
import { ShareLink } from './share-link';
import { useLineChanges } from './use-line-changes';
import styles from './cart.module.css';

// A customer's bonus and gift card blocks load in chunks of their own (a guest sees LoginToUse).
const BonusBlock = lazy(() => import(/* webpackChunkName: "cart-bonus" */ './bonus-block').then((module) => ({ default: module.BonusBlock })));
const GiftcardBlock = lazy(() => import(/* webpackChunkName: "cart-giftcard" */ './giftcard-block').then((module) => ({ default: module.GiftcardBlock })));

/**
 * A cart with lines (the cart page's own chunk: an empty cart, a first visit's, needs none of it):
 * the lines, changed in place through the session commands (the store then holds the server's
 * reply), selection, the share link, the promo code, points and gift card, the summary and the way
 * to checkout.
 */
export default function FilledCart({ lines, currency }: { lines: readonly CartLineView[]; currency: CurrencyCode | undefined }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const settings = useSettings(language);
  const cart = useCart();
  const { loggedIn } = useSession();
  const summaryId = useId();
  const { pending, errors, run } = useLineChanges();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

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

  return (
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
  );
}
