import { lazy } from 'react';
import { loadChunk } from '@/lib/chunk-load/index.ts';
import type { RenderPositionExtras } from '@/lib/position-extras/position-extras-context.ts';

const LazyPositionSideCards = lazy(async () => ({
  default: (
    await loadChunk(
      'position-side-cards',
      () => import('@/features/job-details/components/position-side-cards.tsx'),
    )
  ).PositionSideCards,
}));

/** The job page's match and insights cards, for the panel beside the search results. */
export const renderPositionSideCards: RenderPositionExtras = (positionId) => (
  <LazyPositionSideCards positionId={positionId} />
);
