import { useState, type FormEvent } from 'react';
import type { LowStockReply, StockChangeReply, StockChangeRequest, StockLine } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { useSearchParams } from '@shop/router';
import { controls, fieldClasses, useDocumentTitle, VisuallyHidden } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { adminPost, NO_ANSWER_ERROR, queryOf, type AdminRefusal } from '../../api/admin-api';
import { useAdminData } from '../../api/use-admin-data';
import { AdminLoaded, useProblemText } from '../../frame/admin-problem';
import { Field } from '../../frame/field';
import table from '../../frame/table.module.css';
import { NS } from '../../i18n/register';
import layout from '../../frame/layout.module.css';
import styles from './stock.module.css';

type FieldName = 'sku' | 'size' | 'units';
type StockProblem = { field: FieldName; key: string } | { field: 'form'; refusal: AdminRefusal };

/** Sizes with fewer units than this are listed unless the URL says otherwise (the API's own default). */
const DEFAULT_BELOW = 3;
const UNITS = /^[+-]?\d{1,6}$/;

/** `?below=5` → 5; anything else the default. */
function belowOf(search: URLSearchParams): number {
  const below = Number(search.get('below'));
  return Number.isInteger(below) && below >= 1 && below <= 1000 ? below : DEFAULT_BELOW;
}

/**
 * Setting a size's units (what the shelf holds) or adjusting them (+5 arrived, −2 damaged), with a
 * reason for the log. `line` fills in the size from the list; without it SKU and size are typed.
 */
function ChangeForm({ line, onChanged }: { line?: StockLine; onChanged: (line: StockLine, notified: number) => void }) {
  const { t } = useTranslation(NS);
  const problemText = useProblemText();
  const [mode, setMode] = useState<'set' | 'adjust'>(line ? 'adjust' : 'set');
  const { busy, error, submit, setError } = useSubmit(async (change: StockChangeRequest): Promise<StockProblem | undefined> => {
    const answer = await adminPost<Omit<StockChangeReply, 'status'>>('stock', change);
    if (!answer.ok) return answer.error === 'not_found' ? { field: 'size', key: 'stock.errors.noSize' } : answer.error === 'below_zero' ? { field: 'units', key: 'stock.errors.belowZero' } : { field: 'form', refusal: answer };
    onChanged(answer.stock, answer.notified);
  }, (): StockProblem => ({ field: 'form', refusal: NO_ANSWER_ERROR }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const sku = line?.sku ?? text('sku');
    const size = line?.size ?? text('size');
    const units = text('units');
    if (!sku) return setError({ field: 'sku', key: 'promotions.errors.required' });
    if (!size) return setError({ field: 'size', key: 'promotions.errors.required' });
    if (!UNITS.test(units) || (mode === 'set' && units.startsWith('-'))) return setError({ field: 'units', key: mode === 'set' ? 'stock.errors.set' : 'stock.errors.adjust' });
    const count = Number(units);
    void submit({ sku, size, ...(mode === 'set' ? { set: count } : { adjust: count }), ...(text('reason') ? { reason: text('reason') } : {}) });
  };
  const under = (field: FieldName) => (error && error.field === field ? t(error.key) : null);
  const name = line ? t('stock.changeOf', { name: line.name, size: line.size }) : t('stock.changeAny');
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={name}>
      {!line && (
        <>
          <Field name="sku" label={t('stock.sku')} maxLength={32} error={under('sku')} />
          <Field name="size" label={t('stock.size')} maxLength={32} hint={t('stock.sizeHint')} error={under('size')} />
        </>
      )}
      {line && under('size') && <p className={controls.error}>{under('size')}</p>}
      <fieldset className={layout.choices}>
        <legend className={fieldClasses.label}>{t('stock.mode')}</legend>
        {(['set', 'adjust'] as const).map((option) => (
          <label key={option}>
            <input type="radio" name="mode" value={option} checked={mode === option} onChange={() => setMode(option)} /> {t(`stock.modes.${option}`)}
          </label>
        ))}
      </fieldset>
      <Field name="units" label={mode === 'set' ? t('stock.unitsSet') : t('stock.unitsAdjust')} inputMode="numeric" maxLength={7} error={under('units')} />
      <Field name="reason" label={t('order.reason')} maxLength={500} />
      {error?.field === 'form' && <p role="alert" className={controls.error}>{problemText(error.refusal)}</p>}
      <div className={controls.actions}>
        <button type="submit" className={controls.primary} disabled={busy}>{t('stock.save')}</button>
      </div>
    </form>
  );
}

function LowStockTable({ lines, onChanged }: { lines: StockLine[]; onChanged: (line: StockLine, notified: number) => void }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState<string | null>(null);
  if (lines.length === 0) return <p className={controls.notice}>{t('stock.empty')}</p>;
  const keyOf = (line: StockLine) => `${line.sku}/${line.size}`;
  return (
    <div className={table.scroll}>
      <table className={table.table}>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.product')}</th>
            <th scope="col">{t('stock.size')}</th>
            <th scope="col" className={table.number}>{t('dashboard.units')}</th>
            <th scope="col" className={table.number}>{t('dashboard.waiting')}</th>
            <th scope="col"><VisuallyHidden>{t('stock.change')}</VisuallyHidden></th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={keyOf(line)}>
              <td>{line.name} <span className={styles.sku}>{line.sku}</span></td>
              <td>{line.size}</td>
              <td className={table.number}>{line.units}</td>
              <td className={table.number}>{line.waiting}</td>
              <td>
                {open === keyOf(line) ? (
                  <ChangeForm line={line} onChanged={(changed, notified) => { setOpen(null); onChanged(changed, notified); }} />
                ) : (
                  <button type="button" className={controls.linkButton} onClick={() => setOpen(keyOf(line))} aria-label={t('stock.changeOf', { name: line.name, size: line.size })}>
                    {t('stock.change')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Stock: the sizes running out (fewest first, with the shoppers waiting for each) and any size's units set or adjusted. */
export function StockArea() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('stock.title'));
  const [search, setSearch] = useSearchParams();
  const below = belowOf(search);
  const { state, reload } = useAdminData<Omit<LowStockReply, 'status'>>(`stock/low${queryOf({ below })}`);
  const [done, setDone] = useState('');
  const changed = (line: StockLine, notified: number) => {
    setDone(t('stock.done', { name: line.name, size: line.size, count: line.units }) + (notified > 0 ? ` ${t('stock.notified', { count: notified })}` : ''));
    reload();
  };
  return (
    <>
      <h1 className={controls.title}>{t('stock.title')}</h1>
      <p role="status" className={controls.success}>{done}</p>
      <section className={controls.panel} aria-labelledby="stock-any">
        <h2 id="stock-any" className={controls.subtitle}>{t('stock.changeAny')}</h2>
        <ChangeForm onChanged={changed} />
      </section>
      <section className={controls.panel} aria-labelledby="stock-low">
        <h2 id="stock-low" className={controls.subtitle}>{t('stock.lowTitle', { count: below })}</h2>
        <form
          className={controls.actions}
          aria-label={t('stock.below')}
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(queryOf({ below: belowOf(new URLSearchParams([['below', String(new FormData(event.currentTarget).get('below') ?? '')]])) }));
          }}
        >
          <Field key={below} name="below" label={t('stock.below')} inputMode="numeric" defaultValue={below} maxLength={4} />
          <button type="submit" className={controls.secondary}>{t('orders.apply')}</button>
        </form>
        <AdminLoaded state={state} reload={reload}>{(data) => <LowStockTable lines={data.stock} onChanged={changed} />}</AdminLoaded>
      </section>
    </>
  );
}
