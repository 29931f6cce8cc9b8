import { useState } from 'react';
import { formatPhone } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { bus, useSession } from '@shop/session';
import { controls, TextInput, ValidatedForm } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { NS } from '../../i18n/one-click';
import { FIELD_REFUSALS, refusalOf, SendProblem } from './contact-refusal';
import { isRegistered, sendOneClick } from './api';
import styles from './product.module.css';

export interface OneClickFormProps {
  productId: number;
  optionValueId: number;
  /** A request to hear when a sold-out size is back, rather than an order. */
  isRestock: boolean;
}

/**
 * Spec §3 One-click: name and phone (email optional) for the size chosen. The manager calls back
 * to take the order, or writes when a sold-out size is back (isRestock). A guest whose phone has an
 * account (POST /account/is-registered) is offered to log in first, so the order is theirs in the
 * account; they may send it without logging in all the same.
 */
export function OneClickForm({ productId, optionValueId, isRestock }: OneClickFormProps) {
  const { t } = useTranslation(NS);
  const { loggedIn } = useSession();
  const [sent, setSent] = useState(false);
  /** The form's values while the offer to log in is shown for their phone. */
  const [known, setKnown] = useState<Record<string, string> | null>(null);

  /** Whether to offer a login first: a guest's phone that has an account, asked once per phone. */
  const offersLogin = async (phone: string): Promise<boolean> => {
    if (loggedIn || known?.phone === phone) return false;
    // Not knowing (a refusal, too many lookups) sends the request as it is.
    const reply = await isRegistered(phone).catch(() => undefined);
    return reply?.status === 200 && reply.registered;
  };

  const { busy, error: problem, submit, setError } = useSubmit(async (values: Record<string, string>, { asked = false } = {}) => {
    if (!asked && (await offersLogin((values.phone ?? '').trim()))) return setKnown(values);
    setKnown(null);
    const reply = await sendOneClick({
      type: 'order',
      customer_name: (values.name ?? '').trim(),
      customer_phone: (values.phone ?? '').trim(),
      ...(values.email?.trim() ? { customer_email: values.email.trim() } : {}),
      productId,
      productOption: optionValueId,
      isRestock,
    });
    if (reply.status === 400) return refusalOf(reply);
    setSent(true);
  }, refusalOf);
  const clearProblem = () => setError(null);

  if (sent) {
    return (
      <p role="status" className={styles.success}>
        {t(isRestock ? 'oneClick.restockSent' : 'oneClick.orderSent')}
      </p>
    );
  }

  return (
    <ValidatedForm className={styles.oneClickForm} onValidSubmit={(values) => void submit(values)}>
      <p className={styles.formIntro}>{t(isRestock ? 'oneClick.restockIntro' : 'oneClick.orderIntro')}</p>
      <TextInput name="name" label={t('oneClick.name')} autoComplete="name" next="phone" />
      <TextInput
        name="phone"
        type="tel"
        format={formatPhone}
        label={t('oneClick.phone')}
        autoComplete="tel"
        next="email"
        error={problem === 'invalid_phone' ? t(FIELD_REFUSALS.invalid_phone) : null}
        onClearMessages={clearProblem}
      />
      <TextInput
        name="email"
        type="email"
        required={false}
        label={t('oneClick.email')}
        autoComplete="email"
        error={problem === 'invalid_email' ? t(FIELD_REFUSALS.invalid_email) : null}
        onClearMessages={clearProblem}
      />
      {known && (
        <div role="status" className={styles.formIntro}>
          <p>{t('oneClick.known')}</p>
          <button type="button" className={controls.secondary} onClick={() => bus.emit('auth:required', { reason: 'one-click' })}>
            {t('oneClick.logIn')}
          </button>{' '}
          <button type="button" className={controls.linkButton} onClick={() => void submit(known, { asked: true })} disabled={busy}>
            {t('oneClick.sendAnyway')}
          </button>
        </div>
      )}
      <SendProblem problem={problem} failed="oneClick.failed" />
      <button type="submit" className={`${controls.primary} ${styles.action}`} disabled={busy} aria-busy={busy}>
        {t(isRestock ? 'oneClick.restockSubmit' : 'oneClick.orderSubmit')}
      </button>
    </ValidatedForm>
  );
}
