// The office family of the outside corpus (../README.md): resumes as people build them in Word or
// LibreOffice Writer (resumes.ts, in the layouts of layouts.ts), written as DOCX by the `docx`
// library; the ODT ones are that DOCX opened and saved by LibreOffice Writer, as someone who got
// a template in Word would. Each document is converted to PDF by LibreOffice, its truth written
// from the same data, and every truth value checked against the PDF's text (pdftotext).
//
//   node bench/resume/corpus/office/make.ts           write every resume, convert, check
//   node bench/resume/corpus/office/make.ts --check   check only (needs pdftotext, not LibreOffice)
//
// Needs Debian's libreoffice-writer-nogui, fonts-noto-core and fonts-noto-cjk to make the files;
// the benchmark and the tests read the committed ones.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Packer } from 'docx';
import { parsePhoneNumberWithError } from 'libphonenumber-js/max';
import { resumeDocument } from './layouts.ts';
import type { OfficeResume } from './office-resume.ts';
import { RESUMES } from './resumes.ts';

const HERE = import.meta.dirname;
const DOCX_VERSION = (
  JSON.parse(
    fs.readFileSync(path.join(HERE, '../../../../node_modules/docx/package.json'), 'utf8'),
  ) as { version: string }
).version;

const truthOf = (resume: OfficeResume, office: string) => ({
  family: 'office',
  madeWith:
    resume.format === 'docx'
      ? `docx ${DOCX_VERSION} (${resume.layout}), PDF by ${office}`
      : `docx ${DOCX_VERSION} (${resume.layout}) saved as ODT by ${office} Writer, PDF by ${office}`,
  language: resume.language,
  ...(resume.defaultCountry && { defaultCountry: resume.defaultCountry }),
  name: { first: resume.first, last: resume.last },
  email: resume.email,
  phones: [resume.phone],
  location: resume.location,
  work: resume.work.map(({ title, company, start, end, isCurrent }) => ({
    title,
    company,
    start,
    end,
    isCurrent,
  })),
  education: resume.education.map(({ institution, degree, field, end }) => ({
    institution,
    degree,
    field,
    end,
  })),
  skills: resume.skills,
});

const soffice = (profile: string, args: string[]) =>
  execFileSync(
    'soffice',
    [`-env:UserInstallation=file://${profile}`, '--headless', '--norestore', ...args],
    { stdio: ['ignore', 'pipe', 'inherit'], timeout: 600_000 },
  );

const make = async () => {
  const office = `LibreOffice ${
    execFileSync('soffice', ['--version'], { encoding: 'utf8' }).split(' ')[1]
  }`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'office-corpus-'));
  const profile = path.join(work, 'profile');
  const docxDir = path.join(work, 'docx');
  fs.mkdirSync(docxDir);
  for (const resume of RESUMES) {
    const bytes = await Packer.toBuffer(resumeDocument(resume));
    fs.writeFileSync(path.join(docxDir, `${resume.id}.docx`), bytes);
  }
  const toOdt = RESUMES.filter((resume) => resume.format === 'odt').map((resume) =>
    path.join(docxDir, `${resume.id}.docx`),
  );
  soffice(profile, ['--convert-to', 'odt:writer8', '--outdir', work, ...toOdt]);
  const finals = RESUMES.map((resume) => {
    const from =
      resume.format === 'docx'
        ? path.join(docxDir, `${resume.id}.docx`)
        : path.join(work, `${resume.id}.odt`);
    const to = path.join(HERE, `${resume.id}.${resume.format}`);
    fs.copyFileSync(from, to);
    fs.writeFileSync(
      path.join(HERE, `${resume.id}.truth.json`),
      `${JSON.stringify(truthOf(resume, office), null, 2)}\n`,
    );
    return to;
  });
  soffice(profile, ['--convert-to', 'pdf:writer_pdf_Export', '--outdir', HERE, ...finals]);
  fs.rmSync(work, { recursive: true, force: true });
  console.info(`wrote ${RESUMES.length} resumes and their PDFs with ${office}`);
};

/** Folded for finding: compatibility forms, no direction marks, no case, no spaces. */
const compact = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\u00ad\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '');

/** Right-to-left text may come back from pdftotext with its words in another order: letters only. */
const letters = (text: string) => compact(text).replace(/[^\p{L}\p{N}@.]/gu, '');

/**
 * A word as pdftotext may give it back from right-to-left text: a lam-alef ligature's letters come
 * out in the order they are drawn (الأعمال as األعمال), so each such pair may be swapped.
 */
const ligatureOrders = (value: string): string[] => {
  const at = value.search(/ل[اأإآ]/);
  if (at < 0) return [value];
  const [head, rest] = [value.slice(0, at), value.slice(at + 2)];
  return ligatureOrders(rest).flatMap((tail) => [
    `${head}${value[at]}${value[at + 1]}${tail}`,
    `${head}${value[at + 1]}${value[at]}${tail}`,
  ]);
};

const check = (resume: OfficeResume): string[] => {
  const problems: string[] = [];
  const file = path.join(HERE, `${resume.id}.pdf`);
  if (!fs.existsSync(file)) return [`${resume.id}: no PDF`];
  if (!fs.existsSync(path.join(HERE, `${resume.id}.${resume.format}`)))
    return [`${resume.id}: no ${resume.format}`];
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  const whole = compact(text);
  const bare = letters(text);
  const words = new Set(text.split(/\s+/).map(letters));
  const showsAsWritten = (value: string) =>
    whole.includes(compact(value)) ||
    bare.includes(letters(value)) ||
    // pdftotext may give an Arabic line's words in the other order
    (resume.language === 'ar' && value.split(/\s+/).every((word) => words.has(letters(word))));
  const shows = (value: string) => ligatureOrders(value).some(showsAsWritten);
  const truth = truthOf(resume, '');
  const values = [
    truth.name.first,
    truth.name.last,
    truth.email,
    truth.location?.city,
    ...truth.work.flatMap((job) => [job.title, job.company]),
    ...truth.education.flatMap((school) => [school.institution, school.degree, school.field]),
    ...truth.skills,
  ];
  for (const value of values) {
    if (value && !shows(value)) problems.push(`${resume.id}: "${value}" is not in the PDF's text`);
  }
  const phone = parsePhoneNumberWithError(resume.phone);
  if (!phone.isValid() || phone.format('E.164') !== resume.phone)
    problems.push(`${resume.id}: phone ${resume.phone} is not valid E.164`);
  if (!text.replace(/\D/g, '').includes(phone.nationalNumber))
    problems.push(`${resume.id}: phone ${resume.phone} is not in the PDF's text`);
  return problems;
};

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
if (!values.check) await make();
const problems = RESUMES.flatMap(check);
const languages = new Map<string, number>();
for (const resume of RESUMES)
  languages.set(resume.language, (languages.get(resume.language) ?? 0) + 1);
console.info(
  `${RESUMES.length} resumes (${RESUMES.filter((r) => r.format === 'docx').length} DOCX, ${RESUMES.filter((r) => r.format === 'odt').length} ODT): ${[...languages].map(([language, count]) => `${language} ${count}`).join(', ')}`,
);
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  console.error(`${problems.length} problems`);
  process.exit(1);
}
console.info('every truth agrees with its PDF');
