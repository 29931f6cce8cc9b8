import { useState } from 'react';
import { formatPhone } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { createOrder } from '@shop/session';
import { ValidatedForm } from '@shop/ui';
import { ContactFields, useSubmit } from '@shop/ui/forms';
import { useOrderErrorText } from '../../components/order-error';
import { NS } from '../../i18n/checkout';
import type { Contact } from './checkout-draft';
import { StepFooter } from './step-footer';
import styles from './checkout.module.css';

type FieldRefusal = 'invalid_phone' | 'invalid_email';

/** Step 1: who orders. Creates the checkout order (or updates its contact data) under the attempt's key. */
export function ContactStep({ saved, attemptKey, onDone }: { saved: Contact | null; attemptKey: string; onDone(contact: Contact, orderId: number): void }) {
  const { t } = useTranslation(NS);
  const errorText = useOrderErrorText();
  const [refusal, setRefusal] = useState<FieldRefusal | null>(null);
  const { busy, error, submit } = useSubmit(async (values: Record<string, string>) => {
    const contact: Contact = {
      firstname: (values.firstname ?? '').trim(),
      lastname: (values.lastname ?? '').trim(),
      telephone: (values.telephone ?? '').trim(),
      email: (values.email ?? '').trim(),
    };
    const reply = await createOrder(contact, attemptKey);
    if (reply.status === 200) return onDone(contact, reply.result.order_id);
    // A refused phone or e-mail is said under its field; anything else under the form.
    if (reply.error === 'invalid_phone' || reply.error === 'invalid_email') return setRefusal(reply.error);
    return errorText(reply);
  }, () => errorText('request_failed'));

  return (
    <ValidatedForm className={styles.form} onValidSubmit={(values) => void submit(values)} aria-labelledby="checkout-step">
      <ContactFields
        labels={{ firstname: t('contact.firstname'), lastname: t('contact.lastname'), telephone: t('contact.telephone'), email: t('contact.email') }}
        initial={saved}
        refusal={refusal}
        refusalText={errorText}
        onClearRefusal={() => setRefusal(null)}
        pairClassName={styles.pair}
        formatPhone={formatPhone}
      />
      <StepFooter error={error} busy={busy} />
    </ValidatedForm>
  );
}
