import { useSearchParams } from 'react-router';
import { useBootData } from '@/lib/boot-data/index.ts';
import { carriedParams, jobHref } from '@/lib/job-links/job-links.ts';
import { useSideCardData } from '../hooks/use-side-card-data.ts';
import { InsightsCard } from './insights-card.tsx';
import { MatchCard } from './match-card.tsx';

/**
 * The match details and insights of a position, each loading on its own; a failure of either
 * only hides it. Shown on the job page and in the panel beside the search results.
 */
export const PositionSideCards = ({ positionId }: { positionId: number }) => {
  const { domain } = useBootData();
  const [searchParams] = useSearchParams();
  const { config, match, insights } = useSideCardData(positionId);
  const profileHref = `/careers/profile?${carriedParams(searchParams, domain).toString()}`;
  return (
    <>
      {config.showMatchDetails && !match.isError ? (
        <MatchCard match={match.data} isLoading={match.isPending} profileHref={profileHref} />
      ) : null}
      {config.showInsights && !insights.isError ? (
        <InsightsCard
          insights={insights.data}
          isLoading={insights.isPending}
          hrefOf={(pid) => jobHref(pid, searchParams, domain)}
        />
      ) : null}
    </>
  );
};
