import type { CatalogueFamily } from '../catalogue/catalogue.ts';
import type { EmploymentType, PositionStatus } from '../../modules/positions/index.ts';
import { createWeightedPicker, type Random } from '../prng.ts';
import type { TitleChoice } from './pick-title.ts';

const DAY = 86_400_000;
const POSTED_WITHIN_DAYS = 90;
const CLOSED_SHARE = 0.05;
const OPEN_ENDED_SHARE = 0.35;

export type Schedule = { postedAt: Date; closesAt: Date | null; status: PositionStatus };

/**
 * Posted in the 90 days before `now`; closing 30 to 120 days after posting or open-ended.
 * An open position never has a closing date in the past.
 */
export const pickSchedule = (now: Date, random: Random): Schedule => {
  const ageDays = random.next() * POSTED_WITHIN_DAYS;
  const postedAt = new Date(Math.floor((now.getTime() - ageDays * DAY) / 1000) * 1000);
  const status: PositionStatus = random.chance(CLOSED_SHARE) ? 'closed' : 'open';
  if (random.chance(OPEN_ENDED_SHARE)) return { postedAt, closesAt: null, status };
  const earliest = status === 'open' ? Math.max(30, Math.ceil(ageDays) + 1) : 30;
  const closesAt = new Date(postedAt.getTime() + random.int(earliest, 120) * DAY);
  return { postedAt, closesAt, status };
};

type Mix = readonly (readonly [EmploymentType, number])[];

const MIXES: Readonly<Record<'office' | 'shift' | 'clinical', Mix>> = {
  office: [
    ['full_time', 88],
    ['contract', 8],
    ['part_time', 2],
    ['temporary', 2],
  ],
  shift: [
    ['full_time', 58],
    ['part_time', 32],
    ['temporary', 10],
  ],
  clinical: [
    ['full_time', 72],
    ['part_time', 20],
    ['contract', 6],
    ['temporary', 2],
  ],
};

const mixPickers = {
  office: createWeightedPicker(MIXES.office, ([, weight]) => weight),
  shift: createWeightedPicker(MIXES.shift, ([, weight]) => weight),
  clinical: createWeightedPicker(MIXES.clinical, ([, weight]) => weight),
};

/** Mostly full time; shift and clinical work has more part-time roles; leaders are full time. */
export const pickEmploymentType = (
  family: CatalogueFamily,
  choice: TitleChoice,
  random: Random,
): EmploymentType => {
  if (choice.ladder === 'intern') return 'internship';
  if (choice.ladder === 'manager' || choice.ladder === 'director') return 'full_time';
  return mixPickers[family.pattern ?? 'office'](random)[0];
};
