import type { CatalogImportJobsReply } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/i18n';
import { Link } from '@shop/router';
import { controls, type RequestState } from '@shop/ui';
import type { AdminAnswer } from '../../api/admin-api';
import { useAdminPath } from '../../frame/admin-paths';
import { AdminLoaded, staffName } from '../../frame/admin-problem';
import { formatDateTime } from '../../frame/format';
import table from '../../frame/table.module.css';
import { NS } from '../../i18n/register';
import { countIn } from './import-diff';

/** The latest imports (from here or `pnpm ops`), newest first, each a link to its progress. */
export function ImportRecent({ state, reload }: { state: RequestState<AdminAnswer<Omit<CatalogImportJobsReply, 'status'>>>; reload: () => void }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const adminPath = useAdminPath();
  const count = countIn(language);
  return (
    <section className={controls.panel} aria-labelledby="import-recent">
      <h2 id="import-recent" className={controls.subtitle}>{t('catalogueImport.recentTitle')}</h2>
      <AdminLoaded state={state} reload={reload}>
        {({ jobs }) => (jobs.length === 0 ? <p>{t('catalogueImport.noRecent')}</p> : (
          <div className={table.scroll}>
            <table className={table.table}>
              <thead>
                <tr>
                  <th scope="col">{t('catalogueImport.job')}</th>
                  <th scope="col">{t('catalogueImport.started')}</th>
                  <th scope="col">{t('catalogueImport.who')}</th>
                  <th scope="col">{t('catalogueImport.status')}</th>
                  <th scope="col" className={table.number}>{t('catalogueImport.progress')}</th>
                </tr>
              </thead>
              <tbody>
                {jobs.map((job) => (
                  <tr key={job.id}>
                    <td><Link to={adminPath('catalogue/import', { job: job.id })}>{t('catalogueImport.open', { id: job.id })}</Link></td>
                    <td>{formatDateTime(job.started_at, language)}</td>
                    <td>{staffName(job.actor)}</td>
                    <td>{t(`catalogueImport.statuses.${job.status}`)}</td>
                    <td className={table.number}>{t('catalogueImport.rows', { done: count(job.rows_done), total: count(job.rows_total) })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </AdminLoaded>
    </section>
  );
}
