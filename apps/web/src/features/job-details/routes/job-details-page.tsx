import { parsePositionId } from '@careers/shared';
import { useEffect, useId, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/button/button.tsx';
import { Spinner } from '@/components/spinner/spinner.tsx';
import { StatusPanel } from '@/components/status-panel/status-panel.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { isHttpError } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { usePageTitleParts } from '@/lib/page-title/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { usePositionDetails } from '@/lib/data/position-details.ts';
import { PositionDetailsView } from '../components/position-details-view.tsx';
import { useSideCardData } from '../hooks/use-side-card-data.ts';
import styles from './job-details-page.module.css';

/** The position-details toast shows for 2 seconds. */
const DETAILS_TOAST_MS = 2_000;

const useNow = () => {
  const [now] = useState(Date.now);
  return now;
};

const PositionPage = ({ positionId }: { positionId: number }) => {
  const { t } = useTranslation('job-details');
  const { domain } = useBootData();
  const [searchParams] = useSearchParams();
  const queriedLocation = searchParams.get('location')?.trim() || undefined;
  const details = usePositionDetails(positionId, queriedLocation);
  // match and insights start now, beside the position, not once it has answered
  useSideCardData(positionId);
  const nowMs = useNow();
  const headingId = useId();
  usePageTitleParts({ position: details.data?.position.name });

  const isMissing = isHttpError(details.error) && details.error.status === 404;
  useEffect(() => {
    if (details.isError && !isMissing) toast.error(t('failed'), { durationMs: DETAILS_TOAST_MS });
  }, [details.isError, isMissing, t]);

  if (details.isPending) {
    return (
      <p className={styles.loading} role="status">
        <Spinner size="small" /> {t('loading')}
      </p>
    );
  }
  if (details.isError) {
    return (
      <StatusPanel
        headingId={headingId}
        heading={isMissing ? t('missing.title') : t('failed')}
        texts={[isMissing ? t('missing.text') : t('failedText')]}
        tone={isMissing ? 'primary' : 'danger'}
        actions={
          <>
            {isMissing ? null : (
              <Button onPress={() => void details.refetch()}>{t('retry')}</Button>
            )}
            <a className={styles.back} href={`/careers?domain=${encodeURIComponent(domain)}`}>
              {t('searchJobs')}
            </a>
          </>
        }
      />
    );
  }
  return (
    <PositionDetailsView details={details.data} queriedLocation={queriedLocation} nowMs={nowMs} />
  );
};

/** /careers/job/{pid} and /careers/job/private?pid= : one position with its match and insights. */
export const JobDetailsPage = () => {
  const { t } = useTranslation('job-details');
  const params = useParams();
  const [searchParams] = useSearchParams();
  const headingId = useId();
  const { domain } = useBootData();
  const positionId = parsePositionId(params.pid ?? searchParams.get('pid'));
  return (
    <div className={styles.page}>
      {positionId ? (
        <PositionPage key={positionId} positionId={positionId} />
      ) : (
        <StatusPanel
          headingId={headingId}
          heading={t('missing.title')}
          texts={[t('missing.text')]}
          actions={
            <a className={styles.back} href={`/careers?domain=${encodeURIComponent(domain)}`}>
              {t('searchJobs')}
            </a>
          }
        />
      )}
    </div>
  );
};
