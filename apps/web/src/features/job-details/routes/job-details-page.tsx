import { parsePositionId } from '@careers/shared';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ComingSoon } from '@/components/coming-soon/coming-soon.tsx';

/** /careers/job/{pid} and /careers/job/private?pid=: position details arrive with their issue. */
export const JobDetailsPage = () => {
  const { t } = useTranslation('pages');
  const params = useParams();
  const [searchParams] = useSearchParams();
  const positionId = parsePositionId(params.pid ?? searchParams.get('pid'));
  return (
    <ComingSoon
      heading={t('jobDetails.heading')}
      title={t('jobDetails.title')}
      text={t('jobDetails.text')}
    >
      {positionId ? <p>{t('jobDetails.positionId', { id: String(positionId) })}</p> : null}
    </ComingSoon>
  );
};
