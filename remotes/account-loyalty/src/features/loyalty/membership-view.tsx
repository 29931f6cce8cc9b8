import { useId } from 'react';
import type { LoyaltyInfo } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { controls } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { usePointsText } from '../../components/format-points';
import { noteRefusal } from '../../components/session-lost';
import { NS } from '../../i18n/loyalty';
import { fetchLoyaltyHistory, joinProgramme } from './api';
import { HistoryTable } from './history-table';
import { LevelTable } from './level-table';
import { levelProgress } from './progress';
import { ProgrammeRules } from './programme-rules';
import { ReferralLink } from './referral-link';
import figures from '../../components/figures.module.css';
import styles from './loyalty.module.css';

/** /account/membership: a member's figures, progress, link and history; an outsider's "Join". Rules and levels for both. */
export function MembershipView({ info, onJoined }: { info: LoyaltyInfo; onJoined(info: LoyaltyInfo): void }) {
  const member = info.status === 'active';
  return (
    <div className={styles.programme}>
      {member ? <MemberStatus info={info} /> : <JoinOffer onJoined={onJoined} />}
      <ProgrammeRules info={info} />
      <LevelTable levels={info.levels} current={member ? (info.level?.id ?? null) : null} />
      {member && <ReferralLink reward={info.rules.referral_reward} />}
      {member && <HistoryTable source="loyalty" load={fetchLoyaltyHistory} />}
    </div>
  );
}

function MemberStatus({ info }: { info: LoyaltyInfo }) {
  const { t } = useTranslation(NS);
  const pointsText = usePointsText();
  const id = useId();
  const progress = levelProgress(info);
  return (
    <section className={controls.panel} aria-labelledby={id}>
      <h2 id={id} className={controls.subtitle}>
        {t('loyalty.status.title')}
      </h2>
      <p className={styles.text}>{t('loyalty.status.active')}</p>
      <dl className={figures.row}>
        <div>
          <dt>{t('loyalty.figures.points')}</dt>
          <dd>{pointsText(info.points)}</dd>
        </div>
        {info.level && (
          <>
            <div>
              <dt>{t('loyalty.figures.level')}</dt>
              <dd>{info.level.name}</dd>
            </div>
            <div>
              <dt>{t('loyalty.figures.discount')}</dt>
              <dd>{t('loyalty.figures.percent', { value: info.level.discount })}</dd>
            </div>
            <div>
              <dt>{t('loyalty.figures.cashback')}</dt>
              <dd>{t('loyalty.figures.percent', { value: info.level.cashback })}</dd>
            </div>
          </>
        )}
      </dl>
      {progress ? (
        <div className={styles.progress}>
          <progress
            className={styles.bar}
            max={100}
            value={progress.percent}
            aria-label={t('loyalty.progress.label', { level: progress.next.name })}
          />
          <p className={styles.text}>{t('loyalty.progress.left', { level: progress.next.name, points: pointsText(progress.left) })}</p>
        </div>
      ) : (
        <p className={styles.text}>{t('loyalty.progress.top')}</p>
      )}
    </section>
  );
}

function JoinOffer({ onJoined }: { onJoined(info: LoyaltyInfo): void }) {
  const { t } = useTranslation(NS);
  const id = useId();
  // A failed call: the api-client has told the visitor; the button stays for another try.
  const { busy, error: failed, submit: join } = useSubmit(async () => {
    const reply = await joinProgramme();
    if (reply.status === 200) return onJoined(reply.loyaltyInfo);
    noteRefusal(reply.error);
    return true;
  }, () => true);

  return (
    <section className={controls.panel} aria-labelledby={id}>
      <h2 id={id} className={controls.subtitle}>
        {t('loyalty.status.title')}
      </h2>
      <p className={styles.text}>{t('loyalty.status.none')}</p>
      <div className={controls.actions}>
        <button type="button" className={controls.primary} disabled={busy} aria-busy={busy} onClick={() => void join()}>
          {t('loyalty.join')}
        </button>
      </div>
      {failed && (
        <p role="alert" className={controls.error}>
          {t('loyalty.joinFailed')}
        </p>
      )}
    </section>
  );
}
