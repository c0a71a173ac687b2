import type { Profile } from '@careers/shared';
import { fullNameOf } from '../../../services/resume-pdf/full-name.ts';
import { runParseTask } from '../../../services/parse-pool/parse-pool.ts';
import { toJsonResume } from './to-json-resume.ts';

/** `export_resume`: the profile as a PDF resume or a JSON Resume document, ready to download. */
export const exportResume = async (
  profile: Profile,
  { format, language }: { format: 'pdf' | 'json_resume'; language?: string | undefined },
) => {
  const baseName = (fullNameOf(profile) || 'resume').replace(/[\\/:*?"<>|]+/g, ' ').trim();
  if (format === 'json_resume')
    return {
      contentType: 'application/json; charset=utf-8',
      fileName: `${baseName}.json`,
      body: JSON.stringify(toJsonResume(profile), null, 2),
    };
  return {
    contentType: 'application/pdf',
    fileName: `${baseName}.pdf`,
    // rendering (shaping, subsetting fonts) takes from tens of milliseconds to a second: off the event loop
    body: Buffer.from(await runParseTask('renderResumePdf', { profile, language })),
  };
};
