import { useId, useState, type FormEvent } from 'react';
import type { CatalogFilter, RangeSelection, SelectedFilters } from '@shop/contracts';
import { formatPrice, useTranslation } from '@shop/i18n';
import { NS } from '../../i18n/category';
import styles from './filters-panel.module.css';

export interface FiltersPanelProps {
  filters: readonly CatalogFilter[];
  selected: SelectedFilters;
  onChange: (next: SelectedFilters) => void;
}

/**
 * The category's filters (spec §2 Category): checkbox filters with how many products each value
 * would show (a value that would show none is disabled, not hidden) and the price range in the
 * shown currency. Every change applies at once: the grid reloads from page 1.
 */
export function FiltersPanel({ filters, selected, onChange }: FiltersPanelProps) {
  const { t } = useTranslation(NS);
  const chosen = Object.keys(selected).length > 0;
  const without = (name: string): SelectedFilters => Object.fromEntries(Object.entries(selected).filter(([key]) => key !== name));

  return (
    <div className={styles.panel}>
      {filters.map((filter) =>
        filter.type === 'checkbox' ? (
          <CheckboxFilter
            key={filter.name}
            filter={filter}
            chosen={asCodes(selected[filter.name])}
            onChange={(codes) => onChange(codes.length > 0 ? { ...without(filter.name), [filter.name]: codes } : without(filter.name))}
          />
        ) : (
          <PriceFilter
            key={filter.name}
            filter={filter}
            chosen={asRange(selected[filter.name])}
            onChange={(range) => onChange(range ? { ...without(filter.name), [filter.name]: range } : without(filter.name))}
          />
        ),
      )}
      {chosen && (
        <button type="button" className={styles.reset} onClick={() => onChange({})}>
          {t('resetFilters')}
        </button>
      )}
    </div>
  );
}

const asCodes = (value: SelectedFilters[string] | undefined): string[] => (Array.isArray(value) ? value : []);
const asRange = (value: SelectedFilters[string] | undefined): RangeSelection | undefined => (value && !Array.isArray(value) ? value : undefined);

type CheckboxFilterData = Extract<CatalogFilter, { type: 'checkbox' }>;

function CheckboxFilter({ filter, chosen, onChange }: { filter: CheckboxFilterData; chosen: string[]; onChange: (codes: string[]) => void }) {
  const toggle = (code: string, on: boolean) => onChange(on ? [...chosen, code] : chosen.filter((c) => c !== code));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{filter.label}</legend>
      <ul className={styles.values}>
        {filter.values.map((value) => {
          const checked = chosen.includes(value.code);
          return (
            <li key={value.code}>
              <label className={value.count === 0 && !checked ? `${styles.value} ${styles.disabled}` : styles.value}>
                <input type="checkbox" checked={checked} disabled={value.count === 0 && !checked} onChange={(event) => toggle(value.code, event.target.checked)} />
                {/* The colour goes through the CSSOM: the CSP (style-src 'self') refuses a style attribute in server HTML. */}
                {value.swatch && <span className={styles.swatch} ref={(swatch) => swatch?.style.setProperty('background', value.swatch ?? '')} aria-hidden="true" />}
                <span className={styles.label}>{value.label}</span>
                <span className={styles.count}>{value.count}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

type RangeFilterData = Extract<CatalogFilter, { type: 'range' }>;

/** Whole units in the inputs (what a shopper types), minor units in the URL and the API. */
const toMinor = (text: string): number | undefined => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) * 100 : undefined);
const toWhole = (minor: number | undefined): string => (minor === undefined ? '' : String(Math.round(minor / 100)));

function PriceFilter({ filter, chosen, onChange }: { filter: RangeFilterData; chosen: RangeSelection | undefined; onChange: (range: RangeSelection | undefined) => void }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [from, setFrom] = useState(toWhole(chosen?.from));
  const [to, setTo] = useState(toWhole(chosen?.to));
  const [invalid, setInvalid] = useState(false);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const low = from.trim() === '' ? undefined : toMinor(from);
    const high = to.trim() === '' ? undefined : toMinor(to);
    const bad = (from.trim() !== '' && low === undefined) || (to.trim() !== '' && high === undefined) || (low !== undefined && high !== undefined && low > high);
    setInvalid(bad);
    if (bad) return;
    onChange(low === undefined && high === undefined ? undefined : { ...(low === undefined ? {} : { from: low }), ...(high === undefined ? {} : { to: high }) });
  };

  return (
    <form className={styles.group} onSubmit={apply} noValidate>
      <fieldset className={styles.rangeSet}>
        <legend className={styles.legend}>{filter.label}</legend>
        <p className={styles.hint}>
          {t('priceBetween', { min: formatPrice(filter.min, filter.currency), max: formatPrice(filter.max, filter.currency) })}
        </p>
        <div className={styles.range}>
          <label htmlFor={`${id}-from`}>{t('priceFrom')}</label>
          <input id={`${id}-from`} inputMode="numeric" className={styles.number} value={from} onChange={(event) => setFrom(event.target.value)} aria-invalid={invalid} aria-describedby={invalid ? `${id}-error` : undefined} />
          <label htmlFor={`${id}-to`}>{t('priceTo')}</label>
          <input id={`${id}-to`} inputMode="numeric" className={styles.number} value={to} onChange={(event) => setTo(event.target.value)} aria-invalid={invalid} aria-describedby={invalid ? `${id}-error` : undefined} />
        </div>
        {invalid && (
          <p id={`${id}-error`} role="alert" className={styles.error}>
            {t('priceInvalid')}
          </p>
        )}
        <button type="submit" className={styles.apply}>
          {t('applyPrice')}
        </button>
      </fieldset>
    </form>
  );
}
