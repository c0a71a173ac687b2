import { parsePositionId } from '@careers/shared';

/** The `pid` parameter of the apply page: one id, or several comma-joined (the job cart). */
export const parsePositionIds = (value: string | null): number[] => {
  const ids = (value ?? '')
    .split(',')
    .map((part) => parsePositionId(part.trim()))
    .filter((id): id is number => id !== undefined);
  return [...new Set(ids)];
};
