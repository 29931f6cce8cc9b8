import { useId, useState } from 'react';
import type { Customer } from '@shop/contracts';
import { useLocalePath, useTranslation } from '@shop/i18n';
import { Link } from '@shop/router';
import { controls, ErrorNotice, fieldClasses, LoadingState, TextInput, ValidatedForm } from '@shop/ui';
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

type Status = { kind: 'idle' | 'busy' | 'saved' } | { kind: 'refused'; text: string };

function AddressEditor() {
  const { t } = useTranslation(NS);
  const { state, retry } = useAccountRequest('me', fetchMe);
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error' || state.data.status !== 200) return <ErrorNotice message={t('loadError')} onRetry={retry} />;
  return <AddressForm customer={state.data.customer} />;
}

function AddressForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation(NS);
  const localePath = useLocalePath();
  const id = useId();
  const { address } = customer;
  const [comment, setComment] = useState(address.comment);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const save = async (values: Record<string, string>) => {
    setStatus({ kind: 'busy' });
    const field = (name: string) => (values[name] ?? '').trim();
    let reply;
    try {
      reply = await saveAddress({ street: field('street'), house: field('house'), apartment: field('apartment'), postcode: field('postcode'), comment: comment.trim() });
    } catch {
      return setStatus({ kind: 'refused', text: t('errors.request_failed') });
    }
    if (reply.status !== 200) {
      noteRefusal(reply.error);
      return setStatus({ kind: 'refused', text: t('errors.general') });
    }
    setStatus({ kind: 'saved' });
  };

  return (
    <ValidatedForm className={`${controls.panel} ${styles.form}`} onValidSubmit={(values) => void save(values)} onChange={() => setStatus({ kind: 'idle' })}>
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
        <button type="submit" className={controls.primary} disabled={status.kind === 'busy'} aria-busy={status.kind === 'busy'}>
          {t('account.editAddress.save')}
        </button>
        <Link className={controls.linkButton} to={localePath('/account')}>
          {t('account.editAddress.back')}
        </Link>
      </div>
      <p role="status" className={controls.success}>
        {status.kind === 'saved' && t('account.editAddress.saved')}
      </p>
      {status.kind === 'refused' && (
        <p role="alert" className={controls.error}>
          {status.text}
        </p>
      )}
    </ValidatedForm>
  );
}
