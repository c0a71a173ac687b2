import type { PositionDetailsConfig } from '@careers/shared';
import { useBootData } from '@/lib/boot-data/index.ts';
import { usePositionOverrides } from '@/lib/data/position-overrides.ts';

/**
 * The position-details settings of one position: the tenant's, with the position's overrides on
 * top; an empty answer restores the tenant's.
 */
export const usePositionConfig = (positionId: number): PositionDetailsConfig => {
  const { config } = useBootData();
  const { data } = usePositionOverrides(positionId);
  const base = config.positionDetailsConfig;
  if (!data?.overrides) return base;
  const own = Object.entries(data.overrides).filter(([, value]) => value !== undefined);
  return { ...base, ...Object.fromEntries(own) };
};
