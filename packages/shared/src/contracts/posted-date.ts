import { POSTED_DATE_PRESETS, type PostedDatePreset } from './search-terms.ts';

const DAY_SECONDS = 24 * 60 * 60;
const RANGE = /^(\d{4}-\d{2}-\d{2})?\.\.(\d{4}-\d{2}-\d{2})?$/;

const isPreset = (value: string): value is PostedDatePreset =>
  Object.hasOwn(POSTED_DATE_PRESETS, value);

/** Unix seconds of a calendar date at 00:00 UTC, or NaN for no such date. */
const dayStart = (date: string) => {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date ? NaN : ms / 1000;
};

/** The posted-at bounds (Unix seconds) a `filter_posted_date` value stands for, or null. */
export const postedDateRange = (value: string, nowSeconds: number) => {
  if (isPreset(value)) return { from: nowSeconds - POSTED_DATE_PRESETS[value] * DAY_SECONDS };
  const match = RANGE.exec(value);
  if (!match || (!match[1] && !match[2])) return null;
  const from = match[1] ? dayStart(match[1]) : undefined;
  // the end date is a whole day: up to 23:59:59 of it
  const to = match[2] ? dayStart(match[2]) + DAY_SECONDS - 1 : undefined;
  if (Number.isNaN(from) || Number.isNaN(to)) return null;
  if (from !== undefined && to !== undefined && from > to) return null;
  return { ...(from !== undefined && { from }), ...(to !== undefined && { to }) };
};

export const isPostedDateValue = (value: string) => postedDateRange(value, 0) !== null;

/** The date filter's presets, in the order the filter lists them. */
export const POSTED_DATE_VALUES = Object.keys(POSTED_DATE_PRESETS) as PostedDatePreset[];

/** Per preset, the earliest posting time it keeps (Unix seconds): the engine's `postedSince`. */
export const postedSinceThresholds = (nowSeconds: number) =>
  POSTED_DATE_VALUES.map((preset) => nowSeconds - POSTED_DATE_PRESETS[preset] * DAY_SECONDS);
