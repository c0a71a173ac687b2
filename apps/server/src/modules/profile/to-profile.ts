import type { Profile, Resume } from '@careers/shared';
import { endpointPath, api } from '@careers/shared';
import type { Candidate } from '../../db/schema.ts';
import type { CandidateResumeRow } from './resume-rows.ts';
import { readStoredSections } from './stored-profile.ts';

export const toResume = (row: CandidateResumeRow): Resume => ({
  id: row.id,
  fileName: row.file_name,
  contentType: row.content_type,
  size: row.size,
  uploadedTs: Math.floor(new Date(row.uploaded_at).getTime() / 1000),
  isCurrent: row.is_current,
  isTextReadable: row.parse_status !== 'unreadable',
  downloadUrl: endpointPath(api.downloadResume, { id: row.id }),
});

/** The relative path of a profile photo; the answer prefixes it with the static asset host. */
export const avatarPath = (fileId: string) => endpointPath(api.getAvatar, { fileId });

/**
 * The profile as the API answers it: names from the candidate row, sections from its profile
 * document, the photo as an absolute URL on `assetBase`, the resumes newest first.
 */
export const toProfile = (
  candidate: Candidate,
  resumes: CandidateResumeRow[],
  assetBase: string,
): Profile => {
  const sections = readStoredSections(candidate.profile);
  return {
    firstName: candidate.first_name ?? '',
    lastName: candidate.last_name ?? '',
    preferredName: candidate.preferred_name ?? '',
    email: sections.email || candidate.email,
    avatar: candidate.avatar_file_id ? `${assetBase}${avatarPath(candidate.avatar_file_id)}` : null,
    headline: sections.headline,
    summary: sections.summary,
    location: sections.location,
    phones: sections.phones,
    links: sections.links,
    workExperience: sections.workExperience,
    education: sections.education,
    skills: sections.skills,
    languages: sections.languages,
    certifications: sections.certifications,
    jobPreferences: sections.jobPreferences,
    resumes: resumes.map(toResume),
    parsedFields: sections.parsedFields,
    resumeSuggestions: sections.resumeSuggestions,
  };
};
