import type { ProductSize } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { NS } from '../../i18n/product';
import styles from './product.module.css';

export interface SizePickerProps {
  sizes: readonly ProductSize[];
  chosen: number | null;
  onChoose: (optionValueId: number) => void;
}

/**
 * The sizes as a radio group, each saying its stock in words (spec §3 stock statuses). A sold-out
 * size stays choosable: choosing it is how a shopper asks to be told when it is back.
 */
export function SizePicker({ sizes, chosen, onChoose }: SizePickerProps) {
  const { t } = useTranslation(NS);
  return (
    <fieldset className={styles.sizes}>
      <legend className={styles.sizesLegend}>{t('size')}</legend>
      <div className={styles.sizeList}>
        {sizes.map((size) => (
          <label key={size.option_value_id} className={size.stock === 'outOfStock' ? `${styles.size} ${styles.soldOutSize}` : styles.size}>
            <input
              type="radio"
              name="size"
              className={styles.sizeInput}
              value={size.option_value_id}
              checked={chosen === size.option_value_id}
              onChange={() => onChoose(size.option_value_id)}
            />
            <span className={styles.sizeLabel}>{size.label}</span>
            <span className={styles.sizeStock}>{t(`ui:stock.${size.stock}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
