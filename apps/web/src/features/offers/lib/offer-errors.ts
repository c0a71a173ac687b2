import { isHttpError } from '@/lib/http/index.ts';

/** The server's message if it sent one (a 4xx answer), else the catalogue's fallback. */
export const offerErrorMessage = (error: unknown, fallback: string) =>
  isHttpError(error) && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : fallback;
