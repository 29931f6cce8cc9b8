import { useId, useState } from 'react';
import { apiPost } from '@shop/api-client';
import type { SubscribeReply } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { TextInput, ValidatedForm } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { NS } from '../../i18n/texts';
import styles from './footer.module.css';

type Problem = 'invalid' | 'error';

/** The footer's newsletter block (its own chunk, loaded after the page): POST /api/email/subscribe. */
export default function SubscribeForm() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const [subscribed, setSubscribed] = useState<'success' | 'already' | null>(null);
  // A failed call: the api-client already showed the spec §8 notice; the block says what it means here.
  const { busy: sending, error: problem, submit: send, setError: setProblem } = useSubmit(async (email: string): Promise<Problem | undefined> => {
    setSubscribed(null);
    const reply = await apiPost<SubscribeReply>('email/subscribe', { email: email.trim() });
    if (reply.status !== 200) return reply.error === 'invalid_email' ? 'invalid' : 'error';
    setSubscribed(reply.result === 'success' ? 'success' : 'already');
  }, (): Problem => 'error');

  // Spec §5: the footer's own text for an address that is not one.
  const invalid = t('footer.subscribe.invalid');
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
          success={subscribed && t(`footer.subscribe.${subscribed}`)}
          error={problem === 'invalid' ? invalid : problem === 'error' ? t('footer.subscribe.error') : null}
          onClearMessages={() => {
            setSubscribed(null);
            setProblem(null);
          }}
        />
        <button type="submit" className={styles.subscribeButton} disabled={sending}>
          {sending ? t('footer.subscribe.sending') : t('footer.subscribe.submit')}
        </button>
      </ValidatedForm>
    </section>
  );
}
