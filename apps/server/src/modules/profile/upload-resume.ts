import type { Profile, SuggestedField } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { emptyResume, readResume } from '../../services/resume-parser/index.ts';
import { checkResumeFile } from './check-resume-file.ts';
import { loadProfile } from './load-profile.ts';
import { mergeParsedResume } from './merge-parsed-resume.ts';
import { changeProfile } from './profile-state.ts';
import { clearCurrentResume, type CandidateScope } from './resume-rows.ts';
import { readStoredSections } from './stored-profile.ts';
import { readTenantVocabulary } from './tenant-vocabulary.ts';

type UploadInput = {
  scope: CandidateScope;
  fileName: string;
  bytes: Uint8Array;
  assetBase: string;
};

const parse = async (
  deps: Pick<AppDeps, 'db' | 'log'>,
  input: UploadInput,
  contentType: string,
) => {
  const candidate = await deps.db
    .selectFrom('candidates')
    .select('profile')
    .where('id', '=', input.scope.candidateId)
    .executeTakeFirst();
  const country = readStoredSections(candidate?.profile).location?.countryCode;
  try {
    return await readResume({
      bytes: input.bytes,
      contentType,
      fileName: input.fileName,
      ...(await readTenantVocabulary(deps.db, input.scope.tenantId)),
      ...(country && { defaultCountry: country }),
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    // a parser failure must not lose the file: it is kept, and the answer says nothing was read
    deps.log.warn({ err: error }, 'resume parser failed');
    return emptyResume();
  }
};

/**
 * Stores an uploaded resume as the current one and fills the profile from it: the file is
 * checked by content, parsed (in the parse pool), stored, and the resume row and the merged
 * profile (with its "New" marks and the readings offered for review) are written in one
 * transaction; when that fails the stored file is removed again.
 */
export const uploadResume = async (
  deps: Pick<AppDeps, 'db' | 'files' | 'clock' | 'log'>,
  input: UploadInput,
): Promise<{
  candidate: Profile;
  parse: {
    textReadable: boolean;
    filledFields: string[];
    addedItems: number;
    suggestedFields: SuggestedField[];
  };
}> => {
  const { scope } = input;
  const detected = await checkResumeFile(input.bytes, input.fileName);
  const parsed = await parse(deps, input, detected.mime);
  const stored = await deps.files.save({
    tenantId: scope.tenantId,
    candidateId: scope.candidateId,
    name: input.fileName,
    contentType: detected.mime,
    content: input.bytes,
  });
  const now = deps.clock.now();
  let outcome;
  try {
    ({ result: outcome } = await changeProfile(deps.db, scope, now, async (state, trx) => {
      const merged = mergeParsedResume(state, parsed);
      const found =
        merged.filledFields.length + merged.addedItems + merged.suggestedFields.length > 0;
      await clearCurrentResume(trx, scope.candidateId);
      await trx
        .insertInto('candidate_resumes')
        .values({
          tenant_id: scope.tenantId,
          candidate_id: scope.candidateId,
          file_id: stored.id,
          file_name: input.fileName,
          content_type: detected.mime,
          size: input.bytes.byteLength,
          is_current: true,
          parse_status: !parsed.textReadable ? 'unreadable' : found ? 'parsed' : 'nothing_found',
          uploaded_at: now,
        })
        .execute();
      return {
        state: merged.state,
        result: {
          textReadable: parsed.textReadable,
          filledFields: merged.filledFields,
          addedItems: merged.addedItems,
          suggestedFields: merged.suggestedFields,
        },
      };
    }));
  } catch (error) {
    await deps.files.remove(scope.tenantId, stored.id);
    throw error;
  }
  return { candidate: await loadProfile(deps.db, scope, input.assetBase), parse: outcome };
};
