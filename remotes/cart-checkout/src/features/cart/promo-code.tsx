import { useId, useState } from 'react';
import { PROMO_REFUSALS } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { applyPromoCode, bus, deletePromoCode } from '@shop/session';
import { controls, TextInput, ValidatedForm } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { NS } from '../../i18n/cart';
import styles from './cart.module.css';

/** Every spec §8 promo reason has words of its own; too many tries too; anything else is "try again". */
const REASONS = new Set<string>([...PROMO_REFUSALS, 'too_many_requests']);
const reasonKey = (error: string) => `promo.errors.${REASONS.has(error) ? error : 'request_failed'}`;

/** A code refused (its §8 reason), or the applied one not taken off. */
type Problem = { refused: string } | 'cancelFailed';


export interface PromoCodeProps {
  /** The cart's code, null when it has none. */
  code: string | null;
  /** The last cart reply said no_discount: the bus has cleared the code. */
  noLongerApplies: boolean;
}

/**
 * The promo code block (spec §4, §8): type a code and apply it, or delete the one applied. Each
 * refusal says why; a code that needs an account offers the login.
 */
export function PromoCode({ code, noLongerApplies }: PromoCodeProps) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  // What the last press did, when it worked: "applied" or "canceled"; what went wrong otherwise.
  const [done, setDone] = useState<'applied' | 'canceled' | null>(null);
  const { busy, error, submit, setError } = useSubmit(async (press: () => Promise<Problem | undefined>) => {
    setDone(null);
    return press();
  }, (): Problem => ({ refused: 'request_failed' }));
  const apply = (typed: string) => submit(async () => {
    const result = await applyPromoCode(typed.trim());
    if (!result.ok) return { refused: result.error };
    setDone('applied');
  });
  const remove = () => submit(async () => {
    if (!(await deletePromoCode()).ok) return 'cancelFailed';
    setDone('canceled');
  });
  const refusal = typeof error === 'object' && error !== null ? error.refused : null;
  const notice = done && t(`promo.${done}`);

  return (
    <section className={styles.promo} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.blockTitle}>
        {t('promo.title')}
      </h2>
      {code ? (
        <p className={styles.promoApplied}>
          <span>{t('promo.code', { code })}</span>
          <button type="button" className={controls.linkButton} disabled={busy} aria-busy={busy} onClick={() => void remove()}>
            {t('promo.delete')}
          </button>
        </p>
      ) : (
        <ValidatedForm className={styles.promoForm} onValidSubmit={(values) => void apply(values.promocode ?? '')}>
          <TextInput
            name="promocode"
            label={t('promo.label')}
            autoComplete="off"
            error={refusal && t(reasonKey(refusal))}
            onClearMessages={() => setError(null)}
          />
          <button type="submit" className={controls.secondary} disabled={busy} aria-busy={busy}>
            {t('promo.apply')}
          </button>
        </ValidatedForm>
      )}
      {refusal === 'not_logged_in' && (
        <button type="button" className={controls.linkButton} onClick={() => bus.emit('auth:required', { reason: 'promocode' })}>
          {t('promo.login')}
        </button>
      )}
      <p role="status" className={controls.success}>
        {notice ?? (noLongerApplies && !code ? t('promo.noLongerApplies') : null)}
      </p>
      {error === 'cancelFailed' && (
        <p role="alert" className={`${controls.error} ${styles.error}`}>
          {t('promo.cancelFailed')}
        </p>
      )}
    </section>
  );
}
