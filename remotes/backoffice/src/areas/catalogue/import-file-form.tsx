import type { FormEvent } from 'react';
import type { CatalogImportReply, CatalogImportRequest } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { controls } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { adminPost, NO_ANSWER_ERROR, type AdminRefusal } from '../../api/admin-api';
import { useProblemText } from '../../frame/admin-problem';
import { Field } from '../../frame/field';
import { NS } from '../../i18n/register';
import styles from './import-page.module.css';

/** What the import API takes at most (CatalogImportRequest's content). */
const MAX_FILE_BYTES = 64 * 1024 * 1024;

export type DryRun = Omit<CatalogImportReply, 'status'>;

/** A file checked by a dry run: what it is and what it would do, kept to import it as it was checked. */
export interface CheckedFile {
  name: string;
  request: Omit<CatalogImportRequest, 'dry_run'>;
  reply: DryRun;
}

type Problem = { field: 'file'; key: string } | { field: 'form'; refusal: AdminRefusal };

/** A file's text, as UTF-8 (a FileReader: what every browser, and the tests' jsdom, has). */
function textOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`cannot read ${file.name}`));
    reader.readAsText(file);
  });
}

/** A file's format by its name (a .json file is JSON, anything else CSV), as `pnpm ops` decides it. */
const formatOf = (file: File): 'csv' | 'json' => (/\.json$/i.test(file.name) || file.type === 'application/json' ? 'json' : 'csv');

/** Choosing a catalogue file (and a reason for the log), checked by the import's dry run: nothing is changed. */
export function ImportFileForm({ onChecked }: { onChecked: (checked: CheckedFile) => void }) {
  const { t } = useTranslation(NS);
  const problemText = useProblemText();
  const { busy, error, submit, setError } = useSubmit(async (file: File, reason: string): Promise<Problem | undefined> => {
    const request = { format: formatOf(file), content: await textOf(file), ...(reason ? { reason } : {}) };
    const answer = await adminPost<DryRun>('catalog/import', { ...request, dry_run: true });
    if (!answer.ok) return { field: 'form', refusal: answer };
    const { ok: _ok, ...reply } = answer;
    onChecked({ name: file.name, request, reply });
  }, (): Problem => ({ field: 'form', refusal: NO_ANSWER_ERROR }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = (event.currentTarget.elements.namedItem('file') as HTMLInputElement).files?.[0];
    if (!file) return setError({ field: 'file', key: 'catalogueImport.noFile' });
    if (file.size > MAX_FILE_BYTES) return setError({ field: 'file', key: 'catalogueImport.tooLarge' });
    void submit(file, String(form.get('reason') ?? '').trim());
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('catalogueImport.checkTitle')}>
      <Field
        name="file"
        type="file"
        accept=".csv,.json,text/csv,application/json"
        label={t('catalogueImport.file')}
        hint={t('catalogueImport.fileHint')}
        error={error?.field === 'file' ? t(error.key) : null}
        onChange={() => setError(null)}
      />
      <Field name="reason" label={t('order.reason')} maxLength={500} />
      {error?.field === 'form' && <p role="alert" className={controls.error}>{problemText(error.refusal)}</p>}
      <div className={controls.actions}>
        <button type="submit" className={controls.primary} disabled={busy}>{busy ? t('catalogueImport.checking') : t('catalogueImport.check')}</button>
      </div>
    </form>
  );
}
