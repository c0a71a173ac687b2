import type { Profile, ProfileEditBody } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { applyProfileEdit } from './apply-profile-edit.ts';
import { loadProfile } from './load-profile.ts';
import { changeProfile } from './profile-state.ts';
import { readProfileEdit } from './read-profile-edit.ts';
import type { CandidateScope } from './resume-rows.ts';
import { storeAvatar } from './store-avatar.ts';

const isNewPhoto = (body: ProfileEditBody) =>
  body.op_section === 'avatar' &&
  body.operation === 'update' &&
  typeof body.op_data.value === 'string';

/**
 * One `profile_edit`: checks the edit against the profile read under a lock, applies it and
 * writes it in one transaction. A new photo is stored first and removed again when the edit
 * fails; the photo it replaces is removed once the edit is written.
 */
export const editProfile = async (
  deps: Pick<AppDeps, 'db' | 'files' | 'clock'>,
  input: { scope: CandidateScope; body: ProfileEditBody; assetBase: string },
): Promise<{ profile: Profile; avatar: string | null }> => {
  const { scope, body } = input;
  const newPhotoId = isNewPhoto(body)
    ? await storeAvatar(deps, scope, body.op_data.value as string)
    : null;
  let before;
  try {
    ({ before } = await changeProfile(deps.db, scope, deps.clock.now(), async (state) => {
      const edit = readProfileEdit(body, (section) => state.sections[section].length);
      const change =
        edit.kind === 'set' && edit.section === 'avatar' ? { ...edit, value: newPhotoId } : edit;
      return { state: applyProfileEdit(state, change), result: null };
    }));
  } catch (error) {
    if (newPhotoId) await deps.files.remove(scope.tenantId, newPhotoId);
    throw error;
  }
  if (body.op_section === 'avatar' && before.avatarFileId)
    await deps.files.remove(scope.tenantId, before.avatarFileId);
  const profile = await loadProfile(deps.db, scope, input.assetBase);
  return { profile, avatar: profile.avatar };
};
