import type { AuditEntry, AuditQuery, AuditReply } from '@shop/contracts';
import { AUDIT_PAGE_SIZE } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/i18n';
import { Link, useSearchParams } from '@shop/router';
import { controls, useDocumentTitle } from '@shop/ui';
import { queryOf } from '../../api/admin-api';
import { useAdminData } from '../../api/use-admin-data';
import { useAdminPath } from '../../frame/admin-paths';
import { AdminLoaded, staffName } from '../../frame/admin-problem';
import { Field } from '../../frame/field';
import { formatDateTime } from '../../frame/format';
import filters from '../../frame/filters.module.css';
import table from '../../frame/table.module.css';
import { NS } from '../../i18n/register';
import styles from './audit.module.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ACTION = /^[a-z_.]{1,60}$/;

/** The filters a URL names, each dropped when the API would refuse it. */
function queryFrom(search: URLSearchParams): AuditQuery {
  const text = (name: string) => search.get(name)?.trim() || undefined;
  const before = Number(search.get('before'));
  const day = (name: string) => (DAY.test(text(name) ?? '') ? text(name) : undefined);
  return {
    actor: text('actor')?.slice(0, 254),
    action: ACTION.test(text('action') ?? '') ? text('action') : undefined,
    target: text('target')?.slice(0, 120),
    from: day('from'),
    to: day('to'),
    before: Number.isInteger(before) && before > 1 ? before : undefined,
  };
}

/** A change as one line: `status: paid → shipped; tracking_number: – → RR1RU`. */
export function changeText(entry: Pick<AuditEntry, 'before' | 'after'>): string {
  const fields = (value: unknown) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
  const before = fields(entry.before);
  const after = fields(entry.after);
  const shown = (value: unknown) => (value === null || value === undefined ? '–' : typeof value === 'object' ? JSON.stringify(value) : String(value));
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${shown(before[key])} → ${shown(after[key])}`)
    .join('; ');
}

function Entries({ entries, query }: { entries: AuditEntry[]; query: AuditQuery }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const adminPath = useAdminPath();
  if (entries.length === 0) return <p className={controls.notice}>{t('audit.empty')}</p>;
  return (
    <>
      <div className={table.scroll}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">{t('audit.when')}</th>
              <th scope="col">{t('audit.who')}</th>
              <th scope="col">{t('audit.action')}</th>
              <th scope="col">{t('audit.target')}</th>
              <th scope="col">{t('audit.change')}</th>
              <th scope="col">{t('audit.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className={styles.nowrap}>{formatDateTime(entry.at, language)}</td>
                <td>{staffName(entry.actor)}</td>
                <td>{entry.action}</td>
                <td><Link to={adminPath('audit', { target: entry.target })}>{entry.target}</Link></td>
                <td className={styles.change}>{changeText(entry)}</td>
                <td>{entry.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {entries.length === AUDIT_PAGE_SIZE && <Link to={adminPath('audit', { ...query, before: entries[entries.length - 1]!.id })}>{t('reviews.older')}</Link>}
    </>
  );
}

/** The audit log: who did what to which record, when and why; newest first, filtered by the URL. */
export function AuditArea() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('audit.title'));
  const [search, setSearch] = useSearchParams();
  const query = queryFrom(search);
  const { state, reload } = useAdminData<Omit<AuditReply, 'status'>>(`audit${queryOf(query)}`);
  return (
    <>
      <h1 className={controls.title}>{t('audit.title')}</h1>
      <form
        key={queryOf({ ...query, before: undefined })}
        className={filters.filters}
        aria-label={t('orders.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          setSearch(queryOf(queryFrom(new URLSearchParams([...form.entries()].map(([key, value]) => [key, String(value)])))));
        }}
      >
        <Field name="actor" label={t('audit.who')} hint={t('audit.whoHint')} defaultValue={query.actor ?? ''} maxLength={254} />
        <Field name="action" label={t('audit.action')} hint={t('audit.actionHint')} defaultValue={query.action ?? ''} maxLength={60} />
        <Field name="target" label={t('audit.target')} hint={t('audit.targetHint')} defaultValue={query.target ?? ''} maxLength={120} />
        <Field name="from" type="date" label={t('orders.from')} defaultValue={query.from ?? ''} />
        <Field name="to" type="date" label={t('orders.to')} defaultValue={query.to ?? ''} />
        <div className={controls.actions}>
          <button type="submit" className={controls.primary}>{t('orders.apply')}</button>
          <button type="button" className={controls.linkButton} onClick={() => setSearch('')}>{t('orders.reset')}</button>
        </div>
      </form>
      <AdminLoaded state={state} reload={reload}>{(data) => <Entries entries={data.entries} query={query} />}</AdminLoaded>
    </>
  );
}
