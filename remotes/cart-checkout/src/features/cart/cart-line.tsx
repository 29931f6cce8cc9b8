import { useId } from 'react';
import { formatPrice, useLocalePath, useTranslation } from '@shop/i18n';
import { Link } from '@shop/router';
import { controls } from '@shop/ui';
import type { CartLine as Line } from '../../components/cart-lines';
import { LinePhoto } from '../../components/line-photo';
import { NS } from '../../i18n/cart';
import { QuantityStepper } from './quantity-stepper';
import styles from './cart.module.css';

/** The failures a line change can report with words of their own; any other says "try again". */
const LINE_ERRORS = new Set(['out_of_stock', 'cart_full', 'not_found']);
const lineErrorKey = (error: string) => `cart.errors.${LINE_ERRORS.has(error) ? error : 'request_failed'}`;

export interface CartLineProps {
  line: Line;
  selected: boolean;
  /** A change of this line is under way: its controls wait. */
  pending: boolean;
  /** The error code of its last failed change. */
  error: string | undefined;
  onSelect: (selected: boolean) => void;
  onQuantity: (quantity: number) => void;
  onSize: (optionValueId: number) => void;
  onRemove: () => void;
  onMoveToWishlist: () => void;
}

/** One cart line: photo, name, size and quantity changed in place, the price, and its own actions. */
export function CartLine({ line, selected, pending, error, onSelect, onQuantity, onSize, onRemove, onMoveToWishlist }: CartLineProps) {
  const { t } = useTranslation(NS);
  const localePath = useLocalePath();
  const sizeId = useId();
  const { item, product, size } = line;

  return (
    <li className={styles.line} aria-busy={pending}>
      <input
        type="checkbox"
        className={styles.check}
        aria-label={t('cart.select', { name: product.name })}
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
      />
      <LinePhoto urlPath={product.url_path} image={product.image} />
      <div className={styles.lineBody}>
        <Link className={styles.lineName} to={localePath(`/${product.url_path}`)}>
          {product.name}
        </Link>
        <div className={styles.lineControls}>
          {product.sizes.length > 1 ? (
            <span className={styles.sizeField}>
              <label htmlFor={sizeId}>{t('cart.size')}</label>
              <select
                id={sizeId}
                className={styles.sizeSelect}
                value={item.option_value_id}
                disabled={pending}
                onChange={(event) => onSize(Number(event.target.value))}
              >
                {product.sizes.map((option) => {
                  const soldOut = option.stock === 'outOfStock';
                  return (
                    // A sold-out size cannot be chosen; the line's own stays shown even when it sold out.
                    <option key={option.option_value_id} value={option.option_value_id} disabled={soldOut && option.option_value_id !== item.option_value_id}>
                      {soldOut ? t('cart.sizeSoldOut', { label: option.label }) : option.label}
                    </option>
                  );
                })}
              </select>
            </span>
          ) : (
            size && <span className={styles.sizeField}>{`${t('cart.size')}: ${size.label}`}</span>
          )}
          <QuantityStepper quantity={item.quantity} name={product.name} disabled={pending} onChange={onQuantity} />
        </div>
        <p className={styles.linePrice}>
          <span className={styles.lineTotal}>{formatPrice(product.price * item.quantity, product.currency)}</span>
          {item.quantity > 1 && <span className={styles.unitPrice}>{t('cart.unitPrice', { price: formatPrice(product.price, product.currency) })}</span>}
        </p>
        <div className={styles.lineActions}>
          {/* The names start with the words shown, and say which product (label in name). */}
          <button type="button" className={controls.linkButton} disabled={pending} aria-label={`${t('cart.moveToWishlist')}: ${product.name}`} onClick={onMoveToWishlist}>
            {t('cart.moveToWishlist')}
          </button>
          <button type="button" className={controls.linkButton} disabled={pending} aria-label={`${t('cart.remove')}: ${product.name}`} onClick={onRemove}>
            {t('cart.remove')}
          </button>
        </div>
        {error && (
          <p role="alert" className={`${controls.error} ${styles.error}`}>
            {t(lineErrorKey(error))}
          </p>
        )}
      </div>
    </li>
  );
}
