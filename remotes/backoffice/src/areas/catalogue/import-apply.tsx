import { useState } from 'react';
import { ADMIN_ERRORS, ADMIN_IMPORT_RUNNING, type CatalogRowError } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/i18n';
import { Link } from '@shop/router';
import { controls } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { adminPost, NO_ANSWER_ERROR, type AdminRefusal } from '../../api/admin-api';
import { useAdminPath } from '../../frame/admin-paths';
import { useProblemText } from '../../frame/admin-problem';
import { NS } from '../../i18n/register';
import { countIn } from './import-diff';
import type { CheckedFile, DryRun } from './import-file-form';

export interface ImportApplyProps {
  checked: CheckedFile;
  /** The import runs: its job to follow. */
  onStarted: (jobId: number) => void;
  /** The shop's catalogue changed since the check, and the file has problems now: they replace the diff. */
  onProblems: (reply: DryRun) => void;
}

/** The refusal of an import while another runs: which one, to watch it. */
function RunningElsewhere({ refusal }: { refusal: AdminRefusal }) {
  const { t } = useTranslation(NS);
  const adminPath = useAdminPath();
  const id = (refusal.details.job as { id?: number } | undefined)?.id;
  return (
    <p className={controls.error}>
      {t('catalogueImport.busy', { id })}{' '}
      {id !== undefined && <Link to={adminPath('catalogue/import', { job: id })}>{t('catalogueImport.watchBusy')}</Link>}
    </p>
  );
}

/** A checked file imported for real, after a confirm that names what it does. */
export function ImportApply({ checked, onStarted, onProblems }: ImportApplyProps) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const count = countIn(language);
  const problemText = useProblemText();
  const [asking, setAsking] = useState(false);
  const { busy, error, submit } = useSubmit(async (): Promise<AdminRefusal | undefined> => {
    const answer = await adminPost<DryRun>('catalog/import', { ...checked.request, dry_run: false });
    if (answer.ok && answer.job) return void onStarted(answer.job.id);
    if (answer.ok) return NO_ANSWER_ERROR;
    if (answer.error === ADMIN_ERRORS.invalidRows) {
      const { errors = [], error_count: errorCount = 0 } = answer.details as { errors?: CatalogRowError[]; error_count?: number };
      return void onProblems({ ...checked.reply, errors, error_count: errorCount });
    }
    return answer;
  }, () => NO_ANSWER_ERROR);
  const { created, updated } = checked.reply;
  return (
    <div>
      {asking ? (
        <>
          <p className={controls.notice}>{t('catalogueImport.confirm', { file: checked.name, created: count(created), updated: count(updated) })}</p>
          <div className={controls.actions}>
            <button type="button" className={controls.primary} disabled={busy} onClick={() => void submit()}>{t('catalogueImport.apply')}</button>
            <button type="button" className={controls.linkButton} onClick={() => setAsking(false)}>{t('catalogueImport.cancel')}</button>
          </div>
        </>
      ) : (
        <button type="button" className={controls.primary} onClick={() => setAsking(true)}>{t('catalogueImport.apply')}</button>
      )}
      {error && (
        <div role="alert">
          {error.error === ADMIN_IMPORT_RUNNING ? <RunningElsewhere refusal={error} /> : <p className={controls.error}>{problemText(error)}</p>}
        </div>
      )}
    </div>
  );
}
