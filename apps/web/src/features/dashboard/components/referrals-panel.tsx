import { type Referral } from '@careers/shared';
import { Link } from 'react-router';
import { ListCard, ListCards } from '@/components/list-card/list-card.tsx';
import { QueryState } from '@/components/query-state/query-state.tsx';
import { useDomain } from '@/lib/boot-data/index.ts';
import { useReferrals } from '@/lib/data/referrals.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { careersHref } from '@/lib/i18n/page-language-links.ts';

const ReferralCard = ({ referral }: { referral: Referral }) => {
  const { t, i18n } = useTranslation(['dashboard', 'applications']);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(referral.created_at),
  );
  const status =
    referral.status === 'applied' && referral.application_status
      ? t('referrals.applied', {
          status: t(`applications:status.${referral.application_status}`),
        })
      : t('referrals.sent');
  return (
    <ListCard
      title={t('referrals.title', { name: referral.name, position: referral.position.name })}
      status={{ label: status, tone: referral.status === 'applied' ? 'success' : 'info' }}
      meta={t('referrals.sentOn', { email: referral.email, date })}
      actions={null}
    />
  );
};

/** The referrals tab: each friend referred, to what, and what became of it. */
export const ReferralsPanel = () => {
  const { t } = useTranslation(['dashboard', 'search']);
  const domain = useDomain();
  return (
    <QueryState
      query={useReferrals()}
      loadingLabel={t('referrals.loading')}
      errorText={t('referrals.error')}
      isEmpty={(referrals) => referrals.length === 0}
      empty={
        <>
          <p>{t('referrals.empty')}</p>
          <Link to={careersHref('/', domain)}>{t('search:saved.search')}</Link>
        </>
      }
    >
      {(referrals) => (
        <ListCards>
          {referrals.map((referral) => (
            <ReferralCard key={referral.id} referral={referral} />
          ))}
        </ListCards>
      )}
    </QueryState>
  );
};

export const useReferralCount = () => useReferrals().data?.length;
