import { useId, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { formatPhone, GIFTCARD_ERRORS, type GiftcardBuyRequest, type GiftcardRecipient, type GiftcardSettings } from '@shop/contracts';
import { formatPrice, useTranslation } from '@shop/i18n';
import { useSession } from '@shop/session';
import { controls, fieldClasses, TextInput, useFormValidation, ValidatedForm } from '@shop/ui';
import { ContactFields, useSubmit } from '@shop/ui/forms';
import { useGiftcardErrorText } from '../../components/giftcard-errors';
import { NS } from '../../i18n/purchase';
import { buyGiftcard } from './api';
import { AmountChoice, DesignChoice, RecipientChoice } from './choices';
import { isEmailOrPhone } from './recipient-contact';
import styles from './purchase.module.css';

/** Refusals that name a field of the buyer's; everything else is the form's own message. */
type Problem = { kind: 'missing' } | { kind: 'refused'; error: string };

export interface PurchaseFormProps {
  settings: GiftcardSettings;
  /** The gift card order exists: pay it. */
  onOrdered(orderId: number): void;
}

/**
 * Spec §2 gift card purchase: an amount, a design, to myself or to a recipient (first and last name,
 * e-mail or phone, an optional message), and the buyer's contact data, prefilled for a customer.
 * Anything missing is "Please fill in all fields!" (each empty field says so too); then POST
 * /giftcard/buy, and the order is paid like any other.
 */
export function PurchaseForm({ settings, onOrdered }: PurchaseFormProps) {
  const { t } = useTranslation(NS);
  const errorText = useGiftcardErrorText();
  const { customer } = useSession();
  const messageId = useId();
  const firstAmount = useRef<HTMLInputElement>(null);
  const [amount, setAmount] = useState<number | null>(null);
  const [designId, setDesignId] = useState(settings.designs[0]?.id ?? 0);
  const [recipient, setRecipient] = useState<GiftcardRecipient>('self');
  const [message, setMessage] = useState('');
  const [contactInvalid, setContactInvalid] = useState(false);
  // A failed call: the api-client has shown its notice, the form says what to do next (request_failed).
  const { busy, error: problem, submit, setError: setProblem } = useSubmit(async (values: Record<string, string>): Promise<Problem | undefined> => {
    if (amount === null) return;
    const value = (name: string) => (values[name] ?? '').trim();
    if (recipient === 'other' && !isEmailOrPhone(value('recipient_contact'))) {
      setContactInvalid(true);
      return;
    }
    const body: GiftcardBuyRequest = {
      amount,
      design_id: designId,
      recipient,
      buyer: { firstname: value('firstname'), lastname: value('lastname'), telephone: value('telephone'), email: value('email') },
      ...(recipient === 'other'
        ? {
            recipient_firstname: value('recipient_firstname'),
            recipient_lastname: value('recipient_lastname'),
            recipient_contact: value('recipient_contact'),
            ...(message.trim() ? { message: message.trim() } : {}),
          }
        : {}),
    };
    const reply = await buyGiftcard(body);
    if (reply.status === 400) return reply.error === GIFTCARD_ERRORS.missingFields ? { kind: 'missing' } : { kind: 'refused', error: reply.error };
    onOrdered(reply.result.order_id);
  }, (): Problem => ({ kind: 'refused', error: 'request_failed' }));

  const refusal = problem?.kind === 'refused' ? problem.error : null;

  return (
    <ValidatedForm className={styles.form} onValidSubmit={(values) => void submit(values)}>
      <AmountChoice amounts={settings.denominations} currency={settings.currency} value={amount} onChange={setAmount} firstRef={firstAmount} />
      <DesignChoice designs={settings.designs} value={designId} onChange={setDesignId} />
      <RecipientChoice value={recipient} onChange={setRecipient} />

      {recipient === 'other' && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('purchase.recipientData')}</legend>
          <div className={styles.pair}>
            <TextInput name="recipient_firstname" label={t('purchase.firstname')} autoComplete="off" next="recipient_lastname" />
            <TextInput name="recipient_lastname" label={t('purchase.lastname')} autoComplete="off" next="recipient_contact" />
          </div>
          <TextInput
            name="recipient_contact"
            label={t('purchase.recipientContact')}
            autoComplete="off"
            format={formatPhone}
            error={contactInvalid ? t('purchase.badContact') : null}
            onClearMessages={() => setContactInvalid(false)}
          />
          {settings.message_max_length > 0 && (
            <div className={fieldClasses.field}>
              <label htmlFor={messageId} className={fieldClasses.label}>
                {t('purchase.message')}
              </label>
              <textarea
                id={messageId}
                className={`${fieldClasses.input} ${styles.message}`}
                name="message"
                rows={3}
                maxLength={settings.message_max_length}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                aria-describedby={`${messageId}-count`}
              />
              <span id={`${messageId}-count`} className={styles.count}>
                {t('purchase.messageCount', { length: message.length, max: settings.message_max_length })}
              </span>
            </div>
          )}
        </fieldset>
      )}

      {/* Remounted when the customer arrives, so their data fills the fields (defaultValue is read once). */}
      <fieldset key={customer?.id ?? 'guest'} className={styles.group}>
        <legend className={styles.legend}>{t('purchase.buyer')}</legend>
        <ContactFields
          labels={{ firstname: t('purchase.firstname'), lastname: t('purchase.lastname'), telephone: t('purchase.telephone'), email: t('purchase.email') }}
          initial={customer}
          refusal={refusal}
          refusalText={(error) => t(`purchase.${error}`)}
          onClearRefusal={() => setProblem(null)}
          pairClassName={styles.pair}
          formatPhone={formatPhone}
        />
        <p className={styles.note}>{t(recipient === 'self' ? 'purchase.selfNote' : 'purchase.otherNote')}</p>
      </fieldset>

      {problem?.kind === 'missing' && (
        <p role="alert" className={controls.error}>
          {errorText(GIFTCARD_ERRORS.missingFields)}
        </p>
      )}
      {refusal && refusal !== 'invalid_phone' && refusal !== 'invalid_email' && (
        <p role="alert" className={controls.error}>
          {errorText(refusal)}
        </p>
      )}
      <PayButton
        label={amount === null ? t('purchase.toPayment') : t('purchase.pay', { amount: formatPrice(amount, settings.currency) })}
        busy={busy}
        amountChosen={amount !== null}
        firstAmount={firstAmount}
        onChecked={(missing) => setProblem(missing ? { kind: 'missing' } : null)}
      />
    </ValidatedForm>
  );
}

/**
 * The submit button checks the form first (the fields on the page, and the amount, which is no text
 * field), so a form with something missing says "Please fill in all fields!" besides each field's
 * own message; only a complete form goes on to submit.
 */
function PayButton({ label, busy, amountChosen, firstAmount, onChecked }: {
  label: string;
  busy: boolean;
  amountChosen: boolean;
  firstAmount: RefObject<HTMLInputElement | null>;
  onChecked(missing: boolean): void;
}) {
  const { t } = useTranslation(NS);
  const form = useFormValidation();
  const check = (event: MouseEvent<HTMLButtonElement>) => {
    const fieldsValid = form?.validate() ?? true;
    const emptyField = Object.values(form?.values() ?? {}).some((value) => value.trim() === '');
    onChecked(!amountChosen || emptyField);
    if (fieldsValid && !amountChosen) firstAmount.current?.focus();
    if (!fieldsValid || !amountChosen) event.preventDefault();
  };
  return (
    <button type="submit" className={`${controls.primary} ${styles.pay}`} disabled={busy} aria-busy={busy} onClick={check}>
      {busy ? t('purchase.paying') : label}
    </button>
  );
}
