import type { FormAnswers } from '@careers/shared';
import type { Kysely } from 'kysely';
import type { Candidate, Database } from '../../db/schema.ts';
import { readCurrentResume, readStoredSections } from '../profile/index.ts';

/** '2021-03' as a date range field keeps it by default: '03/2021'. */
const monthYear = (date: string | null) => {
  const match = date ? /^(\d{4})-(\d{2})/.exec(date) : null;
  return match ? `${match[2]}/${match[1]}` : null;
};

/** '+44 20 7946 0958' as the phone field keeps it: the calling code followed by the number. */
const storedPhone = (number: string) => number.replace(/[^\d+]/g, '');

/**
 * Answers the application form can take from the candidate's profile: name, email, phone,
 * location, skills, the current role (the first job of the work history) and the current resume.
 */
export const prefillFromProfile = async (
  db: Kysely<Database>,
  candidate: Candidate | null,
): Promise<FormAnswers> => {
  if (!candidate) return {};
  const profile = readStoredSections(candidate.profile);
  const location = profile.location
    ? [profile.location.city, profile.location.region, profile.location.country]
        .filter(Boolean)
        .join(', ')
    : '';
  const phone = profile.phones[0]?.number;
  const job = profile.workExperience.find((item) => item.isCurrent) ?? profile.workExperience[0];
  const resume = await readCurrentResume(db, candidate.id);
  return {
    ...(candidate.first_name && { firstName: candidate.first_name }),
    ...(candidate.last_name && { lastName: candidate.last_name }),
    email: profile.email || candidate.email,
    ...(phone && { phone: storedPhone(phone) }),
    ...(location && { location }),
    ...(profile.skills.length && { skills: profile.skills.map((skill) => skill.name) }),
    ...(job?.startDate && {
      currentRole: {
        startDate: monthYear(job.startDate),
        endDate: job.isCurrent ? null : monthYear(job.endDate),
        isCurrent: job.isCurrent,
      },
    }),
    ...(resume && {
      resume: [
        {
          uid: `resume-${resume.id}`,
          name: resume.file_name,
          size: resume.size,
          type: resume.content_type,
          lastModified: new Date(resume.uploaded_at).getTime(),
          webkitRelativePath: '',
          fileId: resume.file_id,
          status: 'done',
        },
      ],
    }),
  };
};
