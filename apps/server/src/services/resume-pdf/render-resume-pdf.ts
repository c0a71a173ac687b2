import { matchLanguage, DEFAULT_LANGUAGE, type Profile } from '@careers/shared';
import { translatorFor } from '../i18n/server-i18n.ts';
import { createPdfWriter, type TextStyle } from '../pdf/pdf-writer.ts';
import { fullNameOf } from './full-name.ts';

const NAME: TextStyle = { size: 22, weight: 700, gapAfter: 2 };
const HEADLINE: TextStyle = { size: 12, color: [0.3, 0.3, 0.3], gapAfter: 2 };
const HEADING: TextStyle = { size: 13, weight: 700, color: [0.15, 0.25, 0.45] };
const ITEM: TextStyle = { size: 11, weight: 700 };
const DETAIL: TextStyle = { size: 9, color: [0.4, 0.4, 0.4] };
const BODY: TextStyle = { size: 10, gapAfter: 6 };

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** The profile as a one-column PDF resume, in the fonts of every script it is written in. */
export const renderResumePdf = async ({
  profile,
  language,
}: {
  profile: Profile;
  /** The headings' language (`hl`), from the server's catalogues (resumePdf). */
  language?: string | undefined;
}): Promise<Uint8Array> => {
  const t = translatorFor(matchLanguage(language) ?? DEFAULT_LANGUAGE);
  const heading = (key: string) => t(`resumePdf.${key}`);
  const period = (start: string | null, end: string | null, isCurrent = false) =>
    [start, isCurrent ? heading('present') : end].filter(Boolean).join(' – ');
  const pdf = await createPdfWriter();
  const name = fullNameOf(profile) || profile.email;
  await pdf.text(name, NAME);
  if (profile.headline) await pdf.text(profile.headline, HEADLINE);
  const place = profile.location
    ? joined(
        profile.location.city,
        profile.location.region,
        profile.location.country || profile.location.countryCode,
      )
    : '';
  await pdf.text(joined(profile.email, profile.phones[0]?.number, place), DETAIL);
  for (const link of profile.links) await pdf.text(link.url, DETAIL);

  const section = async (title: string, write: () => Promise<void>) => {
    pdf.gap(10);
    await pdf.text(title, HEADING);
    pdf.rule();
    await write();
  };
  if (profile.summary) await section(heading('summary'), () => pdf.text(profile.summary, BODY));
  if (profile.workExperience.length)
    await section(heading('experience'), async () => {
      for (const job of profile.workExperience) {
        await pdf.text(joined(job.title, job.company), ITEM);
        await pdf.text(
          joined(period(job.startDate, job.endDate, job.isCurrent), job.location),
          DETAIL,
        );
        await pdf.text(job.description, BODY);
      }
    });
  if (profile.education.length)
    await section(heading('education'), async () => {
      for (const school of profile.education) {
        await pdf.text(joined(school.degree, school.field, school.institution), ITEM);
        await pdf.text(period(school.startDate, school.endDate), { ...DETAIL, gapAfter: 6 });
      }
    });
  if (profile.skills.length)
    await section(heading('skills'), () =>
      pdf.text(profile.skills.map((skill) => skill.name).join(', '), BODY),
    );
  if (profile.languages.length)
    await section(heading('languages'), () =>
      pdf.text(
        profile.languages
          .map((language) =>
            language.fluency
              ? `${language.name} (${language.fluency.replaceAll('_', ' ')})`
              : language.name,
          )
          .join(', '),
        BODY,
      ),
    );
  if (profile.certifications.length)
    await section(heading('certifications'), async () => {
      for (const certificate of profile.certifications)
        await pdf.text(joined(certificate.name, certificate.issuer, certificate.issuedDate), BODY);
    });
  return pdf.save(t('resumePdf.title', { name }));
};
