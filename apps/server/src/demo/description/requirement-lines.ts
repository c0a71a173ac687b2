import type { Level } from '../generator/ladders.ts';

const YEARS: Readonly<Record<Level, number>> = {
  intern: 0,
  entry: 0,
  mid: 2,
  senior: 5,
  lead: 6,
  staff: 8,
  principal: 10,
  manager: 5,
  director: 10,
};

/** The experience line of the requirements; `area` is already HTML-escaped. */
export const experienceLine = (level: Level, area: string, isShiftRole: boolean): string => {
  if (level === 'intern') {
    return 'Currently studying towards a degree in a related field, or a recent graduate';
  }
  if (level === 'entry') {
    return `Some experience in ${area}, from a job, an internship, your studies or your own projects`;
  }
  if (isShiftRole && level === 'mid') {
    return `Previous experience in ${area} is welcome but not required: we train you`;
  }
  const line = `${YEARS[level]}+ years of experience in ${area}`;
  if (level === 'manager') return `${line}, including at least 2 years leading a team`;
  if (level === 'director') return `${line}, including leading managers`;
  return line;
};
