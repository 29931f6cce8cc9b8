import { useState } from 'react';
import type { CatalogImportJobsReply } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { useSearchParams } from '@shop/router';
import { controls, useDocumentTitle } from '@shop/ui';
import { ADMIN_API, queryOf } from '../../api/admin-api';
import { useAdminData } from '../../api/use-admin-data';
import { NS } from '../../i18n/register';
import { ImportApply } from './import-apply';
import { ImportDiff } from './import-diff';
import { ImportFileForm, type CheckedFile } from './import-file-form';
import { ImportProgress } from './import-progress';
import { ImportRecent } from './import-recent';

/** `?job=12` → 12: the import the page follows (in the URL, so a reload or a shared link follows it too). */
function jobOf(search: URLSearchParams): number | undefined {
  const id = Number(search.get('job'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The catalogue as a file, to edit and import again. */
function ExportLinks() {
  const { t } = useTranslation(NS);
  return (
    <p>
      {t('catalogueImport.export')}{' '}
      <a href={`${ADMIN_API}/catalog/export.csv`} download="catalogue.csv">{t('catalogueImport.exportCsv')}</a>
      {' · '}
      <a href={`${ADMIN_API}/catalog/export.json`} download="catalogue.json">{t('catalogueImport.exportJson')}</a>
    </p>
  );
}

/**
 * The catalogue import (/admin/catalogue/import): a CSV or JSON file checked by a dry run (what it
 * creates and changes, column by column, or its problems by line and column), imported after a
 * confirm, then followed while it runs (`?job=`); the latest imports; the exports.
 */
export function CatalogueImportPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('catalogueImport.title'));
  const [search, setSearch] = useSearchParams();
  const jobId = jobOf(search);
  const [checked, setChecked] = useState<(CheckedFile & { changedSinceCheck?: boolean }) | null>(null);
  const recent = useAdminData<Omit<CatalogImportJobsReply, 'status'>>('catalog/imports');
  const { reply } = checked ?? {};
  const importable = reply !== undefined && reply.error_count === 0 && reply.created + reply.updated > 0;
  return (
    <>
      <h1 className={controls.title}>{t('catalogueImport.title')}</h1>
      <p>{t('catalogueImport.intro')}</p>
      <ExportLinks />
      {jobId !== undefined ? (
        <ImportProgress key={jobId} id={jobId} onEnded={recent.reload} onAnother={() => setSearch('')} />
      ) : (
        <>
          <section className={controls.panel} aria-labelledby="import-check">
            <h2 id="import-check" className={controls.subtitle}>{t('catalogueImport.checkTitle')}</h2>
            <ImportFileForm onChecked={setChecked} />
          </section>
          {checked?.changedSinceCheck && <p role="alert" className={controls.error}>{t('catalogueImport.changedSinceCheck')}</p>}
          {checked && <ImportDiff name={checked.name} reply={checked.reply} />}
          {checked && importable && (
            <ImportApply
              checked={checked}
              onStarted={(id) => {
                setChecked(null);
                setSearch(queryOf({ job: id }));
              }}
              onProblems={(problems) => setChecked({ ...checked, reply: problems, changedSinceCheck: true })}
            />
          )}
        </>
      )}
      <ImportRecent state={recent.state} reload={recent.reload} />
    </>
  );
}
