import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';

/** 422 `settings_invalid`, with the first message of each refused field by its path. */
export const settingsInvalid = (issues: readonly z.core.$ZodIssue[]) => {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.join('.') || 'settings'] ??= issue.message;
  return new AppError(422, 'settings_invalid', 'Some settings cannot be saved.', { fields });
};
