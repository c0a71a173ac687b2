import { AppError } from '../../http/app-error.ts';

/** 422 `profile_invalid` with a message per field, as the profile editor shows it. */
export const profileInvalid = (fields: Record<string, string>) =>
  new AppError(422, 'profile_invalid', 'Invalid request received. Please try again', { fields });
