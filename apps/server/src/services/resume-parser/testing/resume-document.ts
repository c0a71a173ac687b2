import type { Random } from './random.ts';
import { RESUME_WORDS } from './resume-languages.ts';
import type { ResumeTruth } from './resume-truth.ts';

/** A line of a generated resume: one cell, or cells set apart (a table row, dates at the right). */
export type DocLine = { cells: string[]; style?: 'name' | 'heading' | 'bullet' | 'row' };
export type ResumeLayout = 'one-column' | 'two-column' | 'table';
/** The resume laid out: full-width top, then a sidebar and a main column (two columns only). */
export type ResumeDocument = {
  layout: ResumeLayout;
  top: DocLine[];
  side: DocLine[];
  main: DocLine[];
};

type DateStyle = (date: string) => string;

const dateStyles = (truth: ResumeTruth): DateStyle[] => {
  const words = RESUME_WORDS[truth.language];
  const parts = (date: string) => [date.slice(0, 4), Number(date.slice(5, 7))] as const;
  return [
    (date) => `${words.shortMonths[parts(date)[1] - 1]} ${parts(date)[0]}`,
    (date) => `${words.months[parts(date)[1] - 1]} ${parts(date)[0]}`,
    (date) => `${date.slice(5, 7)}/${parts(date)[0]}`,
    (date) => `${date.slice(5, 7)}.${parts(date)[0]}`,
    (date) => date,
  ];
};

/** Year-only dates are read as January: the truth says so too. */
export const yearOnly = (date: string) => `${date.slice(0, 4)}-01`;

const line = (text: string, style?: DocLine['style']): DocLine => ({ cells: [text], style });

/** Lays a truth out as a resume, varying everything a real one varies. */
export const layOut = (
  truth: ResumeTruth,
  random: Random,
  layout: ResumeLayout,
): ResumeDocument => {
  const words = RESUME_WORDS[truth.language];
  const isYearOnly = random.chance(0.2);
  const style = isYearOnly ? (date: string) => date.slice(0, 4) : random.pick(dateStyles(truth));
  if (isYearOnly) {
    for (const job of truth.work) {
      job.start = yearOnly(job.start);
      if (job.end) job.end = yearOnly(job.end);
    }
    for (const school of truth.education) {
      school.start = yearOnly(school.start);
      school.end = yearOnly(school.end);
    }
  }
  const dash = random.pick([' – ', ' - ', ' — ']);
  const range = (start: string, end: string | null) =>
    `${style(start)}${dash}${end ? style(end) : random.pick(words.present)}`;
  const heading = (kind: keyof typeof words.headings) =>
    line(random.pick(words.headings[kind]), 'heading');
  const contact = [
    line(random.chance(0.3) ? `Email: ${truth.email}` : truth.email),
    line(random.chance(0.3) ? `Tel: ${truth.phoneText}` : truth.phoneText),
    line(truth.locationText),
  ];
  const workStyle = random.int(0, 3);
  const work = truth.work.flatMap((job): DocLine[] => {
    const dates = range(job.start, job.end);
    const bullets = job.description.map((duty) => line(duty, 'bullet'));
    if (layout === 'table')
      return [{ cells: [dates, job.company, job.title], style: 'row' }, ...bullets];
    if (workStyle === 0) return [{ cells: [`${job.title} — ${job.company}`, dates] }, ...bullets];
    if (workStyle === 1) return [line(job.title), line(job.company), line(dates), ...bullets];
    if (workStyle === 2) return [{ cells: [job.company, dates] }, line(job.title), ...bullets];
    return [line(dates), line(`${job.title} | ${job.company}`), ...bullets];
  });
  const education = truth.education.flatMap((school): DocLine[] => {
    const degree = school.field
      ? `${school.degree}${random.pick([', ', ' in '])}${school.field}`
      : school.degree;
    const dates = range(school.start, school.end);
    if (layout === 'table') return [{ cells: [dates, school.institution, degree], style: 'row' }];
    return random.chance(0.5)
      ? [{ cells: [school.institution, dates] }, line(degree)]
      : [line(degree), line(school.institution), line(dates)];
  });
  const skillLines = random.chance(0.5)
    ? [line(truth.skills.join(', '))]
    : truth.skills.map((skill) => line(skill, 'bullet'));
  const languages = [
    line(truth.languages.map((name, index) => `${name} (${words.levels[index]})`).join(', ')),
  ];
  const sections = random.sample(
    [
      [heading('experience'), ...work],
      [heading('education'), ...education],
      [heading('skills'), ...skillLines],
    ],
    3,
  );
  const name = line(random.chance(0.2) ? truth.fullName.toUpperCase() : truth.fullName, 'name');
  const headline = line(truth.headline);
  if (layout === 'two-column')
    return {
      layout,
      top: [name, headline],
      side: [heading('contact'), ...contact, heading('languages'), ...languages],
      main: sections.flat(),
    };
  const contactLine = random.chance(0.5)
    ? [{ cells: [contact.map((item) => item.cells[0]).join(' | ')] }]
    : contact;
  return {
    layout,
    top: [name, headline, ...contactLine],
    side: [],
    main: [...sections.flat(), heading('languages'), ...languages],
  };
};
