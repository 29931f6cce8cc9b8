import { useLanguage, useTranslation } from '@shop/i18n';
import { controls, LoadingState } from '@shop/ui';
import { AdminProblem, staffName } from '../../frame/admin-problem';
import { formatDateTime } from '../../frame/format';
import layout from '../../frame/layout.module.css';
import { NS } from '../../i18n/register';
import { countIn } from './import-diff';
import styles from './import-page.module.css';
import { useImportJob } from './use-import-job';

/**
 * A real import's progress: rows done of all (a progress bar) while it runs, then what it did, or
 * where it stopped and why, with how to finish it (the same file again).
 */
export function ImportProgress({ id, onEnded, onAnother }: { id: number; onEnded: () => void; onAnother: () => void }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const count = countIn(language);
  const { job, refusal } = useImportJob(id, onEnded);
  if (refusal) return <AdminProblem refusal={refusal} />;
  if (!job) return <LoadingState />;
  const rows = t('catalogueImport.rows', { done: count(job.rows_done), total: count(job.rows_total) });
  return (
    <section className={controls.panel} aria-labelledby="import-job">
      <h2 id="import-job" className={controls.subtitle}>{t('catalogueImport.jobTitle', { id: job.id })}</h2>
      <p className={layout.meta}>{t('catalogueImport.startedBy', { who: staffName(job.actor), when: formatDateTime(job.started_at, language) })}</p>
      <progress className={styles.progress} max={Math.max(1, job.rows_total)} value={job.rows_done} aria-label={t('catalogueImport.progress')} aria-valuetext={rows} />
      <p>{rows}</p>
      <div role="status">
        {job.status === 'running' && <p>{t('catalogueImport.running')}</p>}
        {job.status === 'done' && (
          <p className={controls.success}>
            {t('catalogueImport.done', { created: count(job.created), updated: count(job.updated), unchanged: count(job.unchanged) })}
          </p>
        )}
      </div>
      {job.status === 'failed' && (
        <div role="alert">
          <p className={controls.error}>{t('catalogueImport.failed', { done: count(job.rows_done), total: count(job.rows_total), error: job.error ?? '' })}</p>
          <p>{t('catalogueImport.finishAgain')}</p>
        </div>
      )}
      {job.status !== 'running' && (
        <div className={controls.actions}>
          <button type="button" className={controls.secondary} onClick={onAnother}>{t('catalogueImport.another')}</button>
        </div>
      )}
    </section>
  );
}
