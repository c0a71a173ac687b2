/** Offer dates: MM/DD/YYYY, as every offer screen writes them, in the candidate's time zone. */
export const formatOfferDate = (iso: string): string => {
  const date = new Date(iso);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${month}/${day}/${String(date.getFullYear())}`;
};

const DAY = 24 * 60 * 60 * 1000;

/** 'in 3 days', 'tomorrow', 'in 5 hours': how far away an expiry is, in the interface language. */
export const formatTimeUntil = (iso: string, language: string, now = Date.now()): string => {
  const ms = Date.parse(iso) - now;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (Math.abs(ms) < DAY) return format.format(Math.round(ms / (60 * 60 * 1000)), 'hour');
  return format.format(Math.round(ms / DAY), 'day');
};
