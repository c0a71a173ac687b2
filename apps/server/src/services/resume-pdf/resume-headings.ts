type Headings = {
  summary: string;
  experience: string;
  education: string;
  skills: string;
  languages: string;
  certifications: string;
  present: string;
};

const en: Headings = {
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  languages: 'Languages',
  certifications: 'Certifications',
  present: 'present',
};

/** The resume's headings in the languages written here; any other `hl` gets English. */
const HEADINGS: Record<string, Headings> = {
  en,
  fr: {
    summary: 'Profil',
    experience: 'Expérience',
    education: 'Formation',
    skills: 'Compétences',
    languages: 'Langues',
    certifications: 'Certifications',
    present: 'aujourd’hui',
  },
  de: {
    summary: 'Profil',
    experience: 'Berufserfahrung',
    education: 'Ausbildung',
    skills: 'Kenntnisse',
    languages: 'Sprachen',
    certifications: 'Zertifikate',
    present: 'heute',
  },
  es: {
    summary: 'Perfil',
    experience: 'Experiencia',
    education: 'Formación',
    skills: 'Habilidades',
    languages: 'Idiomas',
    certifications: 'Certificaciones',
    present: 'actualidad',
  },
  it: {
    summary: 'Profilo',
    experience: 'Esperienza',
    education: 'Istruzione',
    skills: 'Competenze',
    languages: 'Lingue',
    certifications: 'Certificazioni',
    present: 'oggi',
  },
  pt: {
    summary: 'Perfil',
    experience: 'Experiência',
    education: 'Formação',
    skills: 'Competências',
    languages: 'Línguas',
    certifications: 'Certificações',
    present: 'atual',
  },
  ar: {
    summary: 'نبذة',
    experience: 'الخبرة',
    education: 'التعليم',
    skills: 'المهارات',
    languages: 'اللغات',
    certifications: 'الشهادات',
    present: 'حتى الآن',
  },
};

export const resumeHeadings = (language: string | undefined): Headings =>
  HEADINGS[(language ?? 'en').toLowerCase().split(/[-_]/)[0] ?? 'en'] ?? en;
