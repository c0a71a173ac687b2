import type { Ladder } from '../catalogue/types.ts';
import { createWeightedPicker, type Random } from '../prng.ts';

export type Level =
  'intern' | 'entry' | 'mid' | 'senior' | 'lead' | 'staff' | 'principal' | 'manager' | 'director';

/** One rung: the prefix added to the base title, its level, pay multiplier and how common it is. */
export type LadderStep = { prefix: string; level: Level; pay: number; weight: number };

const step = (prefix: string, level: Level, pay: number, weight: number): LadderStep => ({
  prefix,
  level,
  pay,
  weight,
});

export const LADDERS: Readonly<Record<Ladder, readonly LadderStep[]>> = {
  ic: [
    step('Junior', 'entry', 0.75, 15),
    step('', 'mid', 1, 35),
    step('Senior', 'senior', 1.28, 30),
    step('Staff', 'staff', 1.55, 12),
    step('Principal', 'principal', 1.8, 8),
  ],
  lead: [
    step('Junior', 'entry', 0.75, 20),
    step('', 'mid', 1, 40),
    step('Senior', 'senior', 1.25, 28),
    step('Lead', 'lead', 1.4, 12),
  ],
  associate: [
    step('Associate', 'entry', 0.78, 25),
    step('', 'mid', 1, 45),
    step('Senior', 'senior', 1.25, 30),
  ],
  plain: [step('', 'mid', 1, 65), step('Senior', 'senior', 1.22, 35)],
  hourly: [step('', 'mid', 1, 75), step('Lead', 'lead', 1.15, 25)],
  fixed: [step('', 'mid', 1, 1)],
  manager: [step('', 'manager', 1.4, 70), step('Senior', 'manager', 1.6, 30)],
  director: [step('', 'director', 2, 1)],
  intern: [step('', 'intern', 0.45, 1)],
};

/** How often a base title of each ladder is chosen, relative to an individual contributor's. */
export const LADDER_WEIGHT: Readonly<Record<Ladder, number>> = {
  ic: 1,
  lead: 1,
  associate: 1,
  plain: 1,
  hourly: 1.4,
  fixed: 0.8,
  manager: 0.5,
  director: 0.15,
  intern: 0.3,
};

/** The mid-level rung of a ladder (the first when it has no plain rung). */
export const midStep = (ladder: Ladder): LadderStep => {
  const steps = LADDERS[ladder];
  return steps.find((candidate) => candidate.prefix === '') ?? (steps[0] as LadderStep);
};

const stepPickers = Object.fromEntries(
  Object.entries(LADDERS).map(([ladder, steps]) => [
    ladder,
    createWeightedPicker(steps, (candidate) => candidate.weight),
  ]),
) as Record<Ladder, (random: Random) => LadderStep>;

/** A rung of the ladder, mid-level and senior being the most common. */
export const pickStep = (ladder: Ladder, random: Random): LadderStep => stepPickers[ladder](random);
