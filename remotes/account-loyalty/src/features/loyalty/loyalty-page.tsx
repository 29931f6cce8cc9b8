import { useState } from 'react';
import type { LoyaltyInfo, LoyaltyPageProps } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/i18n';
import { ErrorNotice, LoadingState } from '@shop/ui';
import { AccountLayout } from '../../components/account-layout';
import { useAccountRequest } from '../../components/session-lost';
import { NS } from '../../i18n/loyalty';
import { fetchLoyaltyInfo } from './api';
import { CashbackView } from './cashback-view';
import { MembershipView } from './membership-view';

/**
 * /account/membership (status, rules, levels and progress, the invitation link, the programme's
 * history; "Join" for an outsider) and /account/cashback (points, what was earned, the cashback
 * share and the rewards history): spec §2 Loyalty.
 */
export function LoyaltyPage({ view }: LoyaltyPageProps) {
  const { t } = useTranslation(NS);
  return (
    <AccountLayout title={t(`loyalty.${view}`)}>
      <Programme view={view} />
    </AccountLayout>
  );
}

function Programme({ view }: LoyaltyPageProps) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  // Level names come translated: the programme is asked for again in another language.
  const { state, retry } = useAccountRequest(`loyalty:${language}`, fetchLoyaltyInfo);
  // Joining answers the programme as it is now.
  const [joined, setJoined] = useState<LoyaltyInfo | null>(null);

  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error' || state.data.status !== 200) return <ErrorNotice message={t('loadError')} onRetry={retry} />;
  const info = joined ?? state.data.loyaltyInfo;
  return view === 'membership' ? <MembershipView info={info} onJoined={setJoined} /> : <CashbackView info={info} />;
}
