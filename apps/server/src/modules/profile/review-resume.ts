import type { Profile, ResumeReviewBody } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { applyResumeReview } from './apply-resume-review.ts';
import { loadProfile } from './load-profile.ts';
import { changeProfile } from './profile-state.ts';
import { readResumeReview } from './read-resume-review.ts';
import type { CandidateScope } from './resume-rows.ts';

/**
 * One `resume_review`: the candidate's answer to a suggestion or a "New" mark, checked against
 * the profile read under its row lock and written in one transaction.
 */
export const reviewResume = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { scope: CandidateScope; body: ResumeReviewBody; assetBase: string },
): Promise<{ profile: Profile }> => {
  await changeProfile(deps.db, input.scope, deps.clock.now(), async (state) => {
    const review = readResumeReview(input.body, (section) => state.sections[section].length);
    return { state: applyResumeReview(state, review), result: null };
  });
  return { profile: await loadProfile(deps.db, input.scope, input.assetBase) };
};
