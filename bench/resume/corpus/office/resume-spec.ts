// The words a resume's language writes its headings and dates with, and the builder that gives
// each resume of the office family its layout, format, headings and dated entries.
import type { Layout } from './layout-names.ts';
import type { Language, OfficeResume } from './office-resume.ts';

const HEADINGS: Record<Language, OfficeResume['headings']> = {
  en: {
    profile: 'Profile',
    work: 'Work Experience',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
  },
  fr: {
    profile: 'Profil',
    work: 'Expérience professionnelle',
    education: 'Formation',
    skills: 'Compétences',
    languages: 'Langues',
  },
  de: {
    profile: 'Profil',
    work: 'Berufserfahrung',
    education: 'Ausbildung',
    skills: 'Kenntnisse',
    languages: 'Sprachen',
  },
  es: {
    profile: 'Perfil',
    work: 'Experiencia laboral',
    education: 'Formación',
    skills: 'Habilidades',
    languages: 'Idiomas',
  },
  pl: {
    profile: 'Profil',
    work: 'Doświadczenie zawodowe',
    education: 'Wykształcenie',
    skills: 'Umiejętności',
    languages: 'Języki',
  },
  tr: {
    profile: 'Profil',
    work: 'İş Deneyimi',
    education: 'Eğitim',
    skills: 'Yetenekler',
    languages: 'Diller',
  },
  vi: {
    profile: 'Giới thiệu',
    work: 'Kinh nghiệm làm việc',
    education: 'Học vấn',
    skills: 'Kỹ năng',
    languages: 'Ngoại ngữ',
  },
  ja: {
    profile: '自己PR',
    work: '職務経歴',
    education: '学歴',
    skills: 'スキル',
    languages: '語学',
  },
  ar: {
    profile: 'نبذة',
    work: 'الخبرة العملية',
    education: 'التعليم',
    skills: 'المهارات',
    languages: 'اللغات',
  },
  pt: {
    profile: 'Perfil',
    work: 'Experiência profissional',
    education: 'Formação',
    skills: 'Competências',
    languages: 'Idiomas',
  },
  it: {
    profile: 'Profilo',
    work: 'Esperienza professionale',
    education: 'Istruzione',
    skills: 'Competenze',
    languages: 'Lingue',
  },
  nl: {
    profile: 'Profiel',
    work: 'Werkervaring',
    education: 'Opleiding',
    skills: 'Vaardigheden',
    languages: 'Talen',
  },
};

const PRESENT: Record<Language, string> = {
  en: 'Present',
  fr: "aujourd'hui",
  de: 'heute',
  es: 'actualidad',
  pl: 'obecnie',
  tr: 'Devam ediyor',
  vi: 'nay',
  ja: '現在',
  ar: 'حتى الآن',
  pt: 'atual',
  it: 'oggi',
  nl: 'heden',
};

const MONTHS: Partial<Record<Language, string[]>> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: [
    'janv.',
    'févr.',
    'mars',
    'avr.',
    'mai',
    'juin',
    'juil.',
    'août',
    'sept.',
    'oct.',
    'nov.',
    'déc.',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  tr: [
    'Ocak',
    'Şubat',
    'Mart',
    'Nisan',
    'Mayıs',
    'Haziran',
    'Temmuz',
    'Ağustos',
    'Eylül',
    'Ekim',
    'Kasım',
    'Aralık',
  ],
  nl: [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
};

/** A date as the language writes it on a resume: a month name, MM/YYYY, MM.YYYY or 年月. */
const shown = (language: Language, date: string) => {
  const [year, month] = date.split('-');
  if (!month) return year!;
  const m = Number(month);
  if (language === 'ja') return `${year}年${m}月`;
  const names = MONTHS[language];
  if (names) return `${names[m - 1]} ${year}`;
  return `${month}${language === 'pl' || language === 'de' ? '.' : '/'}${year}`;
};

const range = (language: Language, start: string | null, end: string | null) =>
  `${start ? shown(language, start) : ''} – ${end ? shown(language, end) : PRESENT[language]}`;

type Job = [
  title: string,
  company: string,
  place: string | undefined,
  start: string,
  end: string | null,
  lines: string[],
];
type School = [institution: string, degree: string, field: string, start: string, end: string];

type Spec = Omit<
  OfficeResume,
  'layout' | 'format' | 'headings' | 'work' | 'education' | 'nameShown'
> & {
  nameShown?: string;
  work: Job[];
  education: School[];
};

export const resume = (layout: Layout, format: 'docx' | 'odt', spec: Spec): OfficeResume => {
  const language = spec.language.split('-')[0] as Language;
  return {
    ...spec,
    layout,
    format,
    nameShown: spec.nameShown ?? `${spec.first} ${spec.last}`,
    headings: HEADINGS[language],
    work: spec.work.map(([title, company, place, start, end, lines]) => ({
      title,
      company,
      place,
      dates: range(language, start, end),
      start,
      end,
      isCurrent: end === null,
      lines,
    })),
    education: spec.education.map(([institution, degree, field, start, end]) => ({
      institution,
      degreeShown: field ? `${degree}, ${field}` : degree,
      degree,
      field,
      dates: `${start} – ${end}`,
      end,
    })),
  };
};
