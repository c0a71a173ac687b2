/** Calendar dates as UTC-midnight timestamps, so comparisons ignore time zones and hours. */
export type DayStamp = number;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const monthYear = /^(\d{2})\/(\d{4})$/;

function stamp(year: number, month: number, day: number): DayStamp | null {
  const value = Date.UTC(year, month - 1, day);
  const date = new Date(value);
  const isReal =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal ? value : null;
}

/** Parses 'YYYY-MM-DD'; null when it is not a real date. */
export function parseIsoDate(text: string): DayStamp | null {
  const match = isoDate.exec(text.trim());
  return match ? stamp(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** Parses 'MM/YYYY' (the date range format) as the first day of the month. */
export function parseMonthYear(text: string): DayStamp | null {
  const match = monthYear.exec(text.trim());
  return match ? stamp(Number(match[2]), Number(match[1]), 1) : null;
}

export function todayStamp(now: Date = new Date()): DayStamp {
  return Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
}

export function toIsoDate(day: DayStamp): string {
  return new Date(day).toISOString().slice(0, 10);
}

export function todayIso(now: Date = new Date()): string {
  return toIsoDate(todayStamp(now));
}

/** Today as 'MM/YYYY'. */
export function todayMonthYear(now: Date = new Date()): string {
  return `${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear()}`;
}

export function addToDay(
  day: DayStamp,
  amount: number,
  unit: 'days' | 'weeks' | 'months' | 'years',
): DayStamp {
  const date = new Date(day);
  if (unit === 'days') date.setUTCDate(date.getUTCDate() + amount);
  if (unit === 'weeks') date.setUTCDate(date.getUTCDate() + amount * 7);
  if (unit === 'months') date.setUTCMonth(date.getUTCMonth() + amount);
  if (unit === 'years') date.setUTCFullYear(date.getUTCFullYear() + amount);
  return date.getTime();
}

/** Resolves enableFrom / enableUntil: days from today, or an ISO date. */
export function resolveDateLimit(
  limit: number | string | undefined,
  now?: Date,
): string | undefined {
  if (limit === undefined) return undefined;
  if (typeof limit === 'number') return toIsoDate(addToDay(todayStamp(now), limit, 'days'));
  return parseIsoDate(limit) === null ? undefined : limit;
}
