import { useMatchDetails } from '@/lib/data/match-details.ts';
import { usePositionInsights } from '@/lib/data/position-insights.ts';
import { usePositionConfig } from './use-position-config.ts';

/**
 * The match details and insights of a position, as the tenant's settings (with the position's
 * overrides) allow. The job page calls it beside the position's own query, so all three are
 * requested at once; the side cards read the same queries.
 */
export const useSideCardData = (positionId: number) => {
  const config = usePositionConfig(positionId);
  const match = useMatchDetails(positionId, config.showMatchDetails);
  const insights = usePositionInsights(positionId, config.showInsights);
  return { config, match, insights };
};
