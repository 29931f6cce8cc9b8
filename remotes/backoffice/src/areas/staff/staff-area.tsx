import { useState, type FormEvent } from 'react';
import {
  STAFF_ROLES, type ApiTokenCreateReply, type ApiTokenInfo, type ApiTokenListReply, type StaffChangeReply, type StaffListReply, type StaffMember, type StaffRole,
} from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/i18n';
import { controls, fieldClasses, useDocumentTitle, VisuallyHidden } from '@shop/ui';
import { useCopy, useSubmit } from '@shop/ui/forms';
import { adminPost, NO_ANSWER_ERROR, type AdminRefusal } from '../../api/admin-api';
import { useAdminData } from '../../api/use-admin-data';
import { AdminLoaded, useProblemText } from '../../frame/admin-problem';
import { ConfirmAction } from '../../frame/confirm-action';
import { Field } from '../../frame/field';
import { formatDateTime } from '../../frame/format';
import table from '../../frame/table.module.css';
import { NS } from '../../i18n/register';
import styles from './staff.module.css';

/** A role picked from the three, labelled in the staff member's language. */
function RoleSelect({ id, name, defaultValue }: { id: string; name: string; defaultValue?: StaffRole }) {
  const { t } = useTranslation(NS);
  return (
    <select id={id} name={name} defaultValue={defaultValue ?? 'operator'} className={fieldClasses.input}>
      {STAFF_ROLES.map((role) => <option key={role} value={role}>{t(`roles.${role}`)}</option>)}
    </select>
  );
}

/** A form that posts what its fields say and shows the API's refusal over its button. */
function useAdminForm<Body>(path: string, onDone: () => void) {
  return useSubmit(async (body: Body): Promise<AdminRefusal | undefined> => {
    const answer = await adminPost<object>(path, body);
    if (!answer.ok) return answer;
    onDone();
  }, () => NO_ANSWER_ERROR);
}

function GrantForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(NS);
  const problemText = useProblemText();
  const { busy, error, submit, setError } = useAdminForm<{ identifier: string; role: StaffRole; reason?: string }>('staff', onDone);
  const [identifierProblem, setIdentifierProblem] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const identifier = String(form.get('identifier') ?? '').trim();
    setIdentifierProblem(identifier.length < 3 ? t('promotions.errors.required') : null);
    setError(null);
    if (identifier.length < 3) return;
    const reason = String(form.get('reason') ?? '').trim();
    void submit({ identifier, role: String(form.get('role')) as StaffRole, ...(reason ? { reason } : {}) });
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('staff.grant')}>
      <Field name="identifier" label={t('staff.identifier')} hint={t('staff.identifierHint')} maxLength={254} error={identifierProblem} />
      <div className={fieldClasses.field}>
        <label htmlFor="grant-role" className={fieldClasses.label}>{t('staff.role')}</label>
        <RoleSelect id="grant-role" name="role" />
      </div>
      <Field name="reason" label={t('order.reason')} maxLength={500} />
      {error && <p role="alert" className={controls.error}>{problemText(error)}</p>}
      <div className={controls.actions}>
        <button type="submit" className={controls.primary} disabled={busy}>{t('staff.grant')}</button>
      </div>
    </form>
  );
}

function StaffTable({ staff, onChanged }: { staff: StaffMember[]; onChanged: () => void }) {
  const { t } = useTranslation(NS);
  const contact = (member: StaffMember) => member.email || member.telephone;
  const revoke = (member: StaffMember) => async (): Promise<AdminRefusal | undefined> => {
    const answer = await adminPost<Omit<StaffChangeReply, 'status'>>('staff', { identifier: contact(member), role: null });
    if (!answer.ok) return answer;
    onChanged();
    return undefined;
  };
  return (
    <div className={table.scroll}>
      <table className={table.table}>
        <thead>
          <tr>
            <th scope="col">{t('staff.person')}</th>
            <th scope="col">{t('staff.role')}</th>
            <th scope="col"><VisuallyHidden>{t('staff.revoke')}</VisuallyHidden></th>
          </tr>
        </thead>
        <tbody>
          {staff.map((member) => (
            <tr key={member.customer_id}>
              <td>{member.name ? `${member.name}, ` : ''}{contact(member)}</td>
              <td>{t(`roles.${member.role}`)}</td>
              <td>
                <ConfirmAction label={t('staff.revoke')} consequence={t('staff.confirmRevoke', { who: contact(member) })} run={revoke(member)} destructive />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A token just made: shown once, to copy now (only its hash is kept). */
function NewToken({ token }: { token: string }) {
  const { t } = useTranslation(NS);
  const { outcome, copy } = useCopy<'token'>();
  return (
    <div className={controls.notice} role="status">
      <p>{t('tokens.shownOnce')}</p>
      <code className={styles.token}>{token}</code>
      <button type="button" className={controls.secondary} onClick={() => copy('token', token)}>{t('tokens.copy')}</button>
      {outcome && <p>{outcome.copied ? t('tokens.copied') : t('tokens.notCopied')}</p>}
    </div>
  );
}

function Tokens({ tokens, onChanged, onMade }: { tokens: ApiTokenInfo[]; onChanged: () => void; onMade: (token: string) => void }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const problemText = useProblemText();
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const { busy, error, submit } = useSubmit(async (body: { name: string; role: StaffRole }): Promise<AdminRefusal | undefined> => {
    const answer = await adminPost<Omit<ApiTokenCreateReply, 'status'>>('tokens', body);
    if (!answer.ok) return answer;
    onMade(answer.token.token);
    onChanged();
  }, () => NO_ANSWER_ERROR);
  const revoke = (token: ApiTokenInfo) => async (): Promise<AdminRefusal | undefined> => {
    const answer = await adminPost<object>(`tokens/${token.id}/revoke`, {});
    if (!answer.ok) return answer;
    onChanged();
    return undefined;
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    setNameProblem(name ? null : t('promotions.errors.required'));
    if (name) void submit({ name, role: String(form.get('role')) as StaffRole });
  };
  return (
    <>
      <div className={table.scroll}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">{t('tokens.name')}</th>
              <th scope="col">{t('staff.role')}</th>
              <th scope="col">{t('tokens.created')}</th>
              <th scope="col">{t('tokens.lastUsed')}</th>
              <th scope="col"><VisuallyHidden>{t('tokens.revoke')}</VisuallyHidden></th>
            </tr>
          </thead>
          <tbody>
            {tokens.map((token) => (
              <tr key={token.id}>
                <td>{token.name}</td>
                <td>{t(`roles.${token.role}`)}</td>
                <td>{formatDateTime(token.created_at, language)}</td>
                <td>{token.last_used_at ? formatDateTime(token.last_used_at, language) : t('tokens.never')}</td>
                <td>
                  {token.revoked_at
                    ? t('tokens.revoked', { when: formatDateTime(token.revoked_at, language) })
                    : <ConfirmAction label={t('tokens.revoke')} consequence={t('tokens.confirmRevoke', { name: token.name })} run={revoke(token)} destructive />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('tokens.create')}>
        <Field name="name" label={t('tokens.name')} hint={t('tokens.nameHint')} maxLength={80} error={nameProblem} />
        <div className={fieldClasses.field}>
          <label htmlFor="token-role" className={fieldClasses.label}>{t('staff.role')}</label>
          <RoleSelect id="token-role" name="role" />
        </div>
        {error && <p role="alert" className={controls.error}>{problemText(error)}</p>}
        <div className={controls.actions}>
          <button type="submit" className={controls.primary} disabled={busy}>{t('tokens.create')}</button>
        </div>
      </form>
    </>
  );
}

/** Staff and API tokens (admins only): who has which role, a role given or taken; tokens for scripts, made and revoked. */
export function StaffArea() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('staff.title'));
  const staff = useAdminData<Omit<StaffListReply, 'status'>>('staff');
  const tokens = useAdminData<Omit<ApiTokenListReply, 'status'>>('tokens');
  // Kept here: the list reloads under it, and the token is never shown again.
  const [made, setMade] = useState<string | null>(null);
  return (
    <>
      <h1 className={controls.title}>{t('staff.title')}</h1>
      <section className={controls.panel} aria-labelledby="staff-people">
        <h2 id="staff-people" className={controls.subtitle}>{t('staff.people')}</h2>
        <AdminLoaded state={staff.state} reload={staff.reload}>{(data) => <StaffTable staff={data.staff} onChanged={staff.reload} />}</AdminLoaded>
        <GrantForm onDone={staff.reload} />
      </section>
      <section className={controls.panel} aria-labelledby="staff-tokens">
        <h2 id="staff-tokens" className={controls.subtitle}>{t('tokens.title')}</h2>
        {made && <NewToken token={made} />}
        <AdminLoaded state={tokens.state} reload={tokens.reload}>{(data) => <Tokens tokens={data.tokens} onChanged={tokens.reload} onMade={setMade} />}</AdminLoaded>
      </section>
    </>
  );
}
