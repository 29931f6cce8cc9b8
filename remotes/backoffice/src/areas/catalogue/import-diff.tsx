import type { CatalogRowChange, LanguageCode } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/i18n';
import { controls } from '@shop/ui';
import table from '../../frame/table.module.css';
import { NS } from '../../i18n/register';
import type { DryRun } from './import-file-form';
import styles from './import-page.module.css';

/** A count as the staff member's language writes it: "5 000", "5,000". */
export const countIn = (language: LanguageCode) => (count: number): string => new Intl.NumberFormat(language).format(count);

/** The name column a new product is shown by: the staff member's language's, else the first the file gives. */
const NAME_COLUMN: Record<LanguageCode, string> = { 'ru-ru': 'name_ru', 'en-gb': 'name_en', 'ka-ge': 'name_ka' };

/** A blank value in a change, as the audit log shows it. */
const BLANK = '–';

/** What a row changes: a new product by its name, an update as its columns, before → after. */
function RowFields({ change }: { change: CatalogRowChange }) {
  const { language } = useLanguage();
  if (change.action === 'create') {
    const name = change.fields.find((field) => field.column === NAME_COLUMN[language]) ?? change.fields.find((field) => field.column.startsWith('name_'));
    return <>{name?.after}</>;
  }
  return (
    <ul className={styles.fields}>
      {change.fields.map((field) => (
        <li key={field.column}>
          <span className={styles.column}>{field.column}</span>: {field.before || BLANK} → {field.after || BLANK}
        </li>
      ))}
    </ul>
  );
}

/**
 * What a checked file does: how many products it creates, changes and leaves alone, and its
 * problems (line, column, reason), which stop any import; or, without problems, each row it
 * changes (the first ones: the API says how many more).
 */
export function ImportDiff({ name, reply }: { name: string; reply: DryRun }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const count = countIn(language);
  return (
    <section className={controls.panel} aria-labelledby="import-summary">
      <h2 id="import-summary" className={controls.subtitle}>{t('catalogueImport.summaryTitle', { file: name })}</h2>
      <dl className={styles.figures}>
        {(['created', 'updated', 'unchanged'] as const).map((figure) => (
          <div key={figure}>
            <dt>{t(`catalogueImport.${figure}`)}</dt>
            <dd>{count(reply[figure])}</dd>
          </div>
        ))}
        <div>
          <dt>{t('catalogueImport.problems')}</dt>
          <dd>{count(reply.error_count)}</dd>
        </div>
      </dl>
      {reply.error_count > 0 ? (
        <>
          <h3 className={controls.subtitle}>{t('catalogueImport.problemsTitle')}</h3>
          <div className={table.scroll}>
            <table className={table.table} aria-label={t('catalogueImport.problems')}>
              <thead>
                <tr>
                  <th scope="col" className={table.number}>{t('catalogueImport.line')}</th>
                  <th scope="col">{t('catalogueImport.column')}</th>
                  <th scope="col">{t('catalogueImport.problem')}</th>
                </tr>
              </thead>
              <tbody>
                {reply.errors.map((error, n) => (
                  <tr key={n}>
                    <td className={table.number}>{error.line}</td>
                    <td className={styles.column}>{error.column}</td>
                    <td>{error.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {reply.error_count > reply.errors.length && <p>{t('catalogueImport.moreProblems', { problems: count(reply.error_count - reply.errors.length) })}</p>}
        </>
      ) : reply.changes.length === 0 ? (
        <p className={controls.notice}>{t('catalogueImport.nothing')}</p>
      ) : (
        <>
          <h3 className={controls.subtitle}>{t('catalogueImport.changesTitle')}</h3>
          <div className={table.scroll}>
            <table className={table.table} aria-label={t('catalogueImport.changesTitle')}>
              <thead>
                <tr>
                  <th scope="col" className={table.number}>{t('catalogueImport.line')}</th>
                  <th scope="col">{t('catalogueImport.sku')}</th>
                  <th scope="col">{t('catalogueImport.action')}</th>
                  <th scope="col">{t('catalogueImport.fields')}</th>
                </tr>
              </thead>
              <tbody>
                {reply.changes.map((change) => (
                  <tr key={change.line}>
                    <td className={table.number}>{change.line}</td>
                    <td>{change.sku}</td>
                    <td>{t(`catalogueImport.actions.${change.action}`)}</td>
                    <td><RowFields change={change} /></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {reply.changes_left_out > 0 && <p>{t('catalogueImport.leftOut', { rows: count(reply.changes_left_out) })}</p>}
        </>
      )}
    </section>
  );
}
