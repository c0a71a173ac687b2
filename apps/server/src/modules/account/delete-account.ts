import { statusOfErrorCode } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import type { Candidate } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { eraseAccount } from './account-erasure.ts';

/**
 * Deletes the candidate's account on this tenant once they typed its email: personal data and
 * files go, every session ends, the employer keeps anonymised records (account-erasure.ts).
 * Signing in again with the same email starts an empty account.
 */
export const deleteAccount = async (
  deps: Pick<AppDeps, 'db' | 'clock' | 'sessions'>,
  input: { candidate: Candidate; confirmation: string },
) => {
  if (input.confirmation.trim().toLowerCase() !== input.candidate.email)
    throw new AppError(
      statusOfErrorCode('confirmation_mismatch'),
      'confirmation_mismatch',
      'Type the email address of your account to confirm.',
    );
  await eraseAccount(deps.db, { candidate: input.candidate, now: deps.clock.now() });
  deps.sessions.forgetCandidate(input.candidate.id);
};
