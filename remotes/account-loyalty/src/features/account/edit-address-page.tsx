import { useId, useState } from 'react';
import type { Customer } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { Link } from '@shop/router';
import { controls, ErrorNotice, fieldClasses, LoadingState, TextInput, ValidatedForm } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { AccountLayout } from '../../components/account-layout';
import { noteRefusal, useAccountRequest } from '../../components/session-lost';
import { NS } from '../../i18n/account';
import { fetchMe, saveAddress } from './api';
import styles from './account.module.css';

/** The courier's note may say more than a field: the contract's limit. */
const COMMENT_MAX_LENGTH = 200;

/** /account/edit-address (spec §3 Address): street, postcode, house, apartment, comment → save-me-address. */
export function EditAddressPage() {
  const { t } = useTranslation(NS);
  return (
    <AccountLayout title={t('account.editAddress.title')}>
      <AddressEditor />
    </AccountLayout>
  );
}

/** The words under the form (`errors.*`): the server's refusal, or the call that failed. */
type Problem = 'general' | 'request_failed';

function AddressEditor() {
  const { t } = useTranslation(NS);
  const { state, retry } = useAccountRequest('me', fetchMe);
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error' || state.data.status !== 200) return <ErrorNotice message={t('loadError')} onRetry={retry} />;
  return <AddressForm customer={state.data.customer} />;
}

function AddressForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation(NS);
  const pathTo = usePathTo();
  const id = useId();
  const { address } = customer;
  const [comment, setComment] = useState(address.comment);
  const [saved, setSaved] = useState(false);
  const { busy, error: problem, submit: save, setError: setProblem } = useSubmit(async (values: Record<string, string>): Promise<Problem | undefined> => {
    setSaved(false);
    const field = (name: string) => (values[name] ?? '').trim();
    const reply = await saveAddress({ street: field('street'), house: field('house'), apartment: field('apartment'), postcode: field('postcode'), comment: comment.trim() });
    if (reply.status !== 200) {
      noteRefusal(reply.error);
      return 'general';
    }
    setSaved(true);
  }, (): Problem => 'request_failed');

  return (
    <ValidatedForm
      className={`${controls.panel} ${styles.form}`}
      onValidSubmit={(values) => void save(values)}
      onChange={() => {
        setSaved(false);
        setProblem(null);
      }}
    >
      <TextInput name="street" label={t('account.editAddress.street')} autoComplete="address-line1" defaultValue={address.street} next="house" />
      <div className={styles.trio}>
        <TextInput name="house" label={t('account.editAddress.house')} defaultValue={address.house} next="apartment" />
        <TextInput name="apartment" label={t('account.editAddress.apartment')} required={false} autoComplete="address-line2" defaultValue={address.apartment} next="postcode" />
        <TextInput name="postcode" label={t('account.editAddress.postcode')} autoComplete="postal-code" defaultValue={address.postcode} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-comment`} className={fieldClasses.label}>
          {t('account.editAddress.comment')}
        </label>
        <textarea
          id={`${id}-comment`}
          className={fieldClasses.input}
          rows={3}
          maxLength={COMMENT_MAX_LENGTH}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      <div className={controls.actions}>
        <button type="submit" className={controls.primary} disabled={busy} aria-busy={busy}>
          {t('account.editAddress.save')}
        </button>
        <Link className={controls.linkButton} to={pathTo('account')}>
          {t('account.editAddress.back')}
        </Link>
      </div>
      <p role="status" className={controls.success}>
        {saved && t('account.editAddress.saved')}
      </p>
      {problem && (
        <p role="alert" className={controls.error}>
          {t(`errors.${problem}`)}
        </p>
      )}
    </ValidatedForm>
  );
}
