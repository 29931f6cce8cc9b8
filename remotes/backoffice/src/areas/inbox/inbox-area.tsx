import { useState, type FormEvent } from 'react';
import { INBOX_KINDS, INBOX_PAGE_SIZE, INBOX_STATES, type InboxItem, type InboxItemReply, type InboxKind, type InboxReply, type InboxState } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/i18n';
import { Link, useSearchParams } from '@shop/router';
import { controls, fieldClasses, useDocumentTitle } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { adminPost, NO_ANSWER_ERROR, queryOf, type AdminRefusal } from '../../api/admin-api';
import { useAdminData } from '../../api/use-admin-data';
import { useAdminPath } from '../../frame/admin-paths';
import { AdminLoaded, useProblemText } from '../../frame/admin-problem';
import { Field } from '../../frame/field';
import { formatDateTime } from '../../frame/format';
import layout from '../../frame/layout.module.css';
import { NS } from '../../i18n/register';
import styles from './inbox.module.css';

type Query = { kind: InboxKind; state: InboxState; before?: number };
type ItemReply = Omit<InboxItemReply, 'status'>;

function queryFrom(search: URLSearchParams): Query {
  const kind = (INBOX_KINDS as readonly string[]).includes(search.get('kind') ?? '') ? (search.get('kind') as InboxKind) : 'question';
  const state = (INBOX_STATES as readonly string[]).includes(search.get('state') ?? '') ? (search.get('state') as InboxState) : 'open';
  const before = Number(search.get('before'));
  return { kind, state, before: Number.isInteger(before) && before > 1 ? before : undefined };
}

/** One question or one-click order: who, what, who has it; taken or given back, answered by e-mail, closed. */
function ItemCard({ initial }: { initial: InboxItem }) {
  const { t } = useTranslation(NS);
  const { language, languages } = useLanguage();
  const problemText = useProblemText();
  const [item, setItem] = useState(initial);
  const [answerProblem, setAnswerProblem] = useState<string | null>(null);
  const act = useSubmit(async (path: string, body: object): Promise<AdminRefusal | undefined> => {
    const answer = await adminPost<ItemReply>(`inbox/${item.kind}/${item.id}/${path}`, body);
    if (!answer.ok) return answer;
    setItem(answer.item);
  }, () => NO_ANSWER_ERROR);
  const askedIn = languages.find((setting) => setting.code === item.language)?.title ?? item.language;
  const sendAnswer = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('answer') ?? '').trim();
    setAnswerProblem(text ? null : t('promotions.errors.required'));
    if (text) void act.submit('answer', { text });
  };
  const close = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    void act.submit('close', reason ? { reason } : {});
  };
  const open = item.closed_at === null;
  const heading = `${item.name} · ${formatDateTime(item.created_at, language)}`;
  return (
    <article className={controls.panel} aria-label={heading}>
      <h2 className={controls.subtitle}>{heading}</h2>
      <p className={layout.meta}>
        {[item.phone, item.email, t('inbox.askedIn', { language: askedIn })].filter(Boolean).join(' · ')}
        {item.product && (
          <>
            {' · '}
            <a href={`/${item.product.url_path}`} target="_blank" rel="noreferrer">{item.product.name} ({item.product.sku})</a>
          </>
        )}
      </p>
      <p className={layout.text}>{item.text}</p>
      <p className={layout.meta}>
        {item.assigned_to ? t('inbox.takenBy', { who: item.assigned_to.name }) : t('inbox.nobody')}
        {item.closed_at && ` · ${t('inbox.closedAt', { when: formatDateTime(item.closed_at, language) })}`}
      </p>
      {item.answer && (
        <blockquote className={styles.answer}>
          <p className={layout.meta}>{t('inbox.answered', { when: item.answered_at ? formatDateTime(item.answered_at, language) : '' })}</p>
          <p className={layout.text}>{item.answer}</p>
        </blockquote>
      )}
      {open && (
        <>
          <div className={controls.actions}>
            <button type="button" className={controls.secondary} disabled={act.busy} onClick={() => void act.submit('assign', { to: item.assigned_to ? 'nobody' : 'me' })}>
              {item.assigned_to ? t('inbox.giveBack') : t('inbox.take')}
            </button>
          </div>
          {item.kind === 'question' && item.email && (
            <form className={styles.form} onSubmit={sendAnswer} noValidate aria-label={t('inbox.answerTo', { name: item.name })}>
              <div className={fieldClasses.field}>
                <label htmlFor={`answer-${item.id}`} className={fieldClasses.label}>{t('inbox.answer', { email: item.email })}</label>
                <textarea
                  id={`answer-${item.id}`}
                  name="answer"
                  rows={4}
                  maxLength={5000}
                  className={`${fieldClasses.input} ${answerProblem ? fieldClasses.invalid : ''}`}
                  aria-invalid={answerProblem ? true : undefined}
                  aria-describedby={answerProblem ? `answer-${item.id}-error` : undefined}
                />
                {answerProblem && <span id={`answer-${item.id}-error`} className={fieldClasses.error}>{answerProblem}</span>}
              </div>
              <div className={controls.actions}>
                <button type="submit" className={controls.primary} disabled={act.busy}>{t('inbox.send')}</button>
              </div>
            </form>
          )}
          <form className={styles.form} onSubmit={close} noValidate aria-label={t('inbox.closeIt', { name: item.name })}>
            <Field name="reason" label={t('inbox.closeReason')} maxLength={500} />
            <div className={controls.actions}>
              <button type="submit" className={controls.secondary} disabled={act.busy}>{t('inbox.close')}</button>
            </div>
          </form>
        </>
      )}
      {act.error && <p role="alert" className={controls.error}>{problemText(act.error)}</p>}
    </article>
  );
}

/** The inbox: the shoppers' questions to the manager and their one-click orders, open first. */
export function InboxArea() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('inbox.title'));
  const adminPath = useAdminPath();
  const [search] = useSearchParams();
  const query = queryFrom(search);
  const { state, reload } = useAdminData<Omit<InboxReply, 'status'>>(`inbox${queryOf(query)}`);
  return (
    <>
      <h1 className={controls.title}>{t('inbox.title')}</h1>
      <nav aria-label={t('inbox.kinds.label')} className={controls.actions}>
        {INBOX_KINDS.map((kind) => (
          <Link key={kind} to={adminPath('inbox', { kind, state: query.state })} aria-current={kind === query.kind ? 'page' : undefined}>{t(`inbox.kinds.${kind}`)}</Link>
        ))}
      </nav>
      <nav aria-label={t('inbox.states.label')} className={controls.actions}>
        {INBOX_STATES.map((state) => (
          <Link key={state} to={adminPath('inbox', { kind: query.kind, state })} aria-current={state === query.state ? 'page' : undefined}>{t(`inbox.states.${state}`)}</Link>
        ))}
      </nav>
      <AdminLoaded state={state} reload={reload}>
        {(data) => data.items.length === 0 ? <p className={controls.notice}>{t('inbox.empty')}</p> : (
          <>
            {data.items.map((item) => <ItemCard key={`${item.kind}:${item.id}`} initial={item} />)}
            {data.items.length === INBOX_PAGE_SIZE && (
              <Link to={adminPath('inbox', { ...query, before: data.items[data.items.length - 1]!.id })}>{t('reviews.older')}</Link>
            )}
          </>
        )}
      </AdminLoaded>
    </>
  );
}
