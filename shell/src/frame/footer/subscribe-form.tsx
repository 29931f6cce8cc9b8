import { useId, useState } from 'react';
import { apiPost } from '@shop/api-client';
import type { SubscribeReply } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { TextInput, ValidatedForm } from '@shop/ui';
import { NS } from '../../i18n/texts';
import styles from './footer.module.css';

type Outcome = 'success' | 'already' | 'invalid' | 'error';

async function subscribe(email: string): Promise<Outcome> {
  try {
    const reply = await apiPost<SubscribeReply>('email/subscribe', { email });
    if (reply.status === 200) return reply.result === 'success' ? 'success' : 'already';
    return reply.error === 'invalid_email' ? 'invalid' : 'error';
  } catch {
    // The api-client already showed the spec §8 notice; the block says what it means here.
    return 'error';
  }
}

/** The footer's newsletter block (its own chunk, loaded after the page): POST /api/email/subscribe. */
export default function SubscribeForm() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = async (email: string) => {
    setSending(true);
    setOutcome(null);
    setOutcome(await subscribe(email.trim()));
    setSending(false);
  };

  // Spec §5: the footer's own text for an address that is not one.
  const invalid = t('footer.subscribe.invalid');
  const good = outcome === 'success' || outcome === 'already';
  return (
    <section aria-labelledby={headingId} className={styles.subscribe}>
      <h2 id={headingId} className={styles.subscribeTitle}>
        {t('footer.subscribe.title')}
      </h2>
      <p className={styles.subscribeText}>{t('footer.subscribe.text')}</p>
      <ValidatedForm className={styles.subscribeForm} onValidSubmit={(values) => void send(values.email ?? '')}>
        <TextInput
          name="email"
          type="email"
          label={t('footer.subscribe.email')}
          placeholder="name@example.com"
          autoComplete="email"
          className={styles.subscribeField}
          messages={{ required: invalid, incorrect: invalid }}
          success={good ? t(`footer.subscribe.${outcome}`) : null}
          error={outcome === 'invalid' ? invalid : outcome === 'error' ? t('footer.subscribe.error') : null}
          onClearMessages={() => setOutcome(null)}
        />
        <button type="submit" className={styles.subscribeButton} disabled={sending}>
          {sending ? t('footer.subscribe.sending') : t('footer.subscribe.submit')}
        </button>
      </ValidatedForm>
    </section>
  );
}
