import { statusOfErrorCode } from '@careers/shared';
import { AppError } from '../../http/app-error.ts';
import { PARSE_LIMITS } from './parse-limits.ts';

/** 503 `server_busy`: no thread was free to read the file in time; the file itself may be fine. */
export const parsePoolBusy = () =>
  new AppError(
    statusOfErrorCode('server_busy'),
    'server_busy',
    'The server is busy reading other files. Please try again in a few seconds.',
    { headers: { 'Retry-After': String(PARSE_LIMITS.busyRetryAfterSeconds) } },
  );
