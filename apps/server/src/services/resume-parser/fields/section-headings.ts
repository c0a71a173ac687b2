import { foldText } from './fold.ts';

export type SectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'languages'
  | 'certifications'
  | 'contact'
  | 'other';

/**
 * Section headings as resumes write them, in the product's languages and a few more (each string one
 * language's, separated by '|'), compared folded (lower case, no accents). A line that is one of these, alone, opens that section.
 */
const HEADINGS: Record<SectionKind, readonly string[]> = {
  summary: [
    'muc tieu nghe nghiep|gioi thieu ban than|tom tat|職務要約|自己pr|ozet bilgi',
    'summary|profile|professional summary|about me|about|objective|career objective|personal statement|professional profile',
    'profil|resume|a propos|a propos de moi|profil professionnel|objectif',
    'zusammenfassung|kurzprofil|uber mich|profil',
    'perfil|resumen|sobre mi|perfil profesional|objetivo',
    'profilo|sommario|chi sono|profilo professionale',
    'sobre mim|resumo|perfil profissional',
    'profiel|samenvatting|over mij',
    'podsumowanie|o mnie|profil zawodowy',
    'о себе|профиль|резюме',
    'sammanfattning|om mig|profiili|hakkimda|özet',
    // the job a Europass CV applies for
    'job applied for|angestrebte tatigkeit|posizione ricoperta|stanowisko|puesto solicitado|emploi recherche|basvurulan pozisyon',
    '个人简介|自我评价|简介|プロフィール|자기소개',
    'نبذة|الملخص|نبذة عني|نبذة مهنية|الملخص المهني|الهدف الوظيفي|الهدف المهني|الملف الشخصي|ملخص',
    'תקציר|תמצית|פרופיל|על עצמי|תמצית מקצועית',
  ],
  experience: [
    'parcours|kinh nghiem lam viec|kinh nghiem|qua trinh cong tac|mesleki deneyim|is deneyimi|職務経歴',
    'experience|work experience|professional experience|employment|employment history|work history|career history|relevant experience|experience history',
    'experience professionnelle|experiences professionnelles|experiences|parcours professionnel',
    'berufserfahrung|berufliche erfahrung|beruflicher werdegang|erfahrung|werdegang',
    'experiencia|experiencia laboral|experiencia profesional',
    'esperienza|esperienze|esperienza lavorativa|esperienze lavorative|esperienza professionale',
    'experiencia profissional|experiencias',
    'werkervaring|ervaring|professionele ervaring',
    'doswiadczenie|doswiadczenie zawodowe',
    'опыт работы|опыт|досвід роботи',
    'arbetslivserfarenhet|erfarenhet|erhvervserfaring|arbeidserfaring|tyokokemus|is deneyimi|pracovni zkusenosti',
    '工作经历|工作经验|经历|職歴|경력',
    'الخبرة|الخبرات|الخبرة العملية|الخبرات العملية|الخبرة المهنية|الخبرات المهنية|الخبرة الوظيفية',
    'ניסיון תעסוקתי|ניסיון|ניסיון מקצועי|ניסיון בעבודה',
  ],
  education: [
    'hoc van|trinh do hoc van|egitim bilgileri',
    'education|academic background|qualifications|education and training|academic history|education et formation|educacion y formacion|wyksztalcenie i szkolenia|egitim ve ogretim',
    'formation|formations|etudes|parcours academique',
    'ausbildung|bildung|studium|bildungsweg|schulbildung|aus und weiterbildung|schul und berufsbildung|ausbildung und studium|studium und ausbildung',
    'educacion|formacion|formacion academica|estudios',
    'istruzione|formazione|istruzione e formazione',
    'educacao|formacao|formacao academica',
    'opleiding|opleidingen|onderwijs',
    'wyksztalcenie|edukacja',
    'образование|освіта',
    'utbildning|uddannelse|utdanning|koulutus|egitim|vzdelani',
    '教育背景|教育经历|教育|学歴|학력',
    'التعليم|المؤهلات العلمية|المؤهلات الدراسية|المؤهل العلمي|المؤهلات الأكاديمية|التحصيل العلمي|השכלה',
  ],
  skills: [
    'ky nang|beceriler|yetkinlikler|活かせる経験・知識・技術|活かせる経験‧知識‧技術',
    'skills|technical skills|core skills|key skills|competencies|core competencies|expertise|tools|technologies|skills and tools',
    'competences|competences techniques|savoir-faire|competences personnelles|personal skills|competenze personali|kisisel beceriler',
    'kenntnisse|fahigkeiten|kompetenzen|fachkenntnisse|it-kenntnisse',
    'habilidades|competencias|conocimientos|aptitudes',
    'competenze|competenze tecniche|capacita',
    'competencias tecnicas|habilidades tecnicas',
    'vaardigheden|competenties',
    'umiejetnosci|kompetencje',
    'навыки|ключевые навыки|навички',
    'fardigheter|kompetencer|ferdigheter|taidot|yetenekler|dovednosti',
    '技能|专业技能|スキル|기술',
    'المهارات|المهارات التقنية|المهارات الفنية|المهارات الشخصية|כישורים|מיומנויות|כישורים מקצועיים',
  ],
  languages: [
    'ngoai ngu|yabanci dil|yabanci diller',
    'languages|language skills|langues|competences linguistiques|sprachen|sprachkenntnisse',
    'idiomas|lenguas|lingue|conoscenze linguistiche|linguas|talen|talenkennis',
    'jezyki|jezyki obce|языки|знание языков|мови|sprak|sprog|kielitaito|diller|jazyky',
    '语言|语言能力|اللغات|שפות|語学|언어',
  ],
  certifications: [
    'chung chi|免許・資格|sertifikalar',
    'certifications|certificates|licenses|licenses and certifications|certifications and licenses|courses|licensure',
    'kursy|uprawnienia i kursy|cursos|свидетельства и допуски|证书与奖项|资格证书',
    'certificats|zertifikate|zertifizierungen|certificaciones|certificados|certificazioni',
    'certificaten|certyfikaty|сертификаты|certifikat|sertifikalar',
    '证书|資格',
    'الشهادات|الشهادات المهنية|الدورات التدريبية|الدورات|الدورات والشهادات|תעודות|הסמכות|קורסים',
  ],
  contact: [
    'thong tin lien he|thong tin ca nhan|kisisel bilgiler|iletisim',
    'contact|contact details|contact information|personal details|personal information|details',
    'coordonnees|kontakt|kontaktdaten|personliche daten|personliches|angaben zur person|contacto|datos personales|contatti|dati personali',
    'personal data|informacion personal|informazioni personali|informations personnelles|informacoes pessoais',
    'contato|contactgegevens|persoonlijke gegevens|dane osobowe|kontakty|контакты|контактная информация',
    '联系方式|連絡先',
    'معلومات الاتصال|معلومات التواصل|بيانات التواصل|بيانات شخصية|البيانات الشخصية|المعلومات الشخصية|פרטים אישיים|פרטי קשר',
  ],
  other: [
    'so thich|referanslar|hobiler|ilgi alanlari',
    'projects|interests|hobbies|references|publications|volunteering|volunteer experience|awards|achievements|links',
    'projets|centres d interet|loisirs|projekte|interessen|hobbys|proyectos|intereses|progetti|interessi',
    'projetos|projecten|projekty|zainteresowania|проекты|интересы|hobby',
    'الهوايات|الاهتمامات|المشاريع|الخدمة العسكرية|שירות צבאי|תחביבים|פרויקטים',
  ],
};

const headingKey = (line: string) =>
  foldText(line)
    .replace(/[:：|•·#*_=–—/-]+/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/['’]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const HEADING_KINDS = new Map<string, SectionKind>(
  Object.entries(HEADINGS).flatMap(([kind, groups]) =>
    groups.flatMap((group) =>
      group.split('|').map((name) => [headingKey(name), kind as SectionKind] as const),
    ),
  ),
);

/**
 * The same headings without their spaces: a letter-spaced heading comes back as one word
 * ('WORKEXPERIENCE', normalize-text.ts), and CJK headings are often spaced out ('学 歴').
 */
const SPACELESS_KINDS = new Map(
  [...HEADING_KINDS].map(([name, kind]) => [name.replace(/ /g, ''), kind] as const),
);

/** The section a line opens, if it is a heading ('EXPÉRIENCE PROFESSIONNELLE', 'Skills:'). */
export const headingKind = (line: string): SectionKind | null => {
  if (line.length > 48) return null;
  const key = headingKey(line);
  return HEADING_KINDS.get(key) ?? SPACELESS_KINDS.get(key.replace(/ /g, '')) ?? null;
};

/**
 * Words that name a section inside a longer heading ('Work History & Achievements', 'Technical
 * Proficiencies', 'Formation et diplômes'), folded, most telling kinds first.
 */
/** Word starts, as a pattern: a heading word in any script, not inside another word. */
const wordsPattern = (words: string) => new RegExp(`(?<!\\p{L})(?:${words})`, 'u');

const KEYWORDS: [SectionKind, RegExp][] = (
  [
    [
      'experience',
      'experience|employment|work|career|positions|berufserfahrung|erfahrung|werdegang|tatigkeit|experiencia|esperienz|doswiadczenie|deneyim|ervaring|erfarenhet|опыт|職歴|経歴|工作|الخبرة|الخبرات|ניסיון',
    ],
    [
      'education',
      'education|academic|studies|degrees|formation|diplomes|ausbildung|studium|bildung|educacion|formacion|istruzione|formazione|educacao|formacao|wyksztalcenie|egitim|opleiding|utbildning|образование|学歴|教育|التعليم|المؤهلات|השכלה',
    ],
    [
      'languages',
      'languages?(?!\\p{L})|langues|sprachen|idiomas|lingue|jezyki|diller|talen|языки|語学|语言|اللغات',
    ],
    [
      'skills',
      'skills?|competenc|expertise|technolog|proficienc|tools|kenntnisse|fahigkeiten|kompetenz|habilidades|competencias|competenze|umiejetnosci|yetenek|vaardigheden|навыки|スキル|技能|المهارات|כישורים',
    ],
    ['certifications', 'certif|licen[cs]es?(?!\\p{L})|zertifik|sertifika|الشهادات|الدورات'],
    [
      'summary',
      'summary|profile|about|objective|profil|perfil|profilo|ozet|hakkimda|zusammenfassung',
    ],
    ['contact', 'contact|kontakt|coordonnees|contatti|iletisim|連絡'],
  ] as const
).map(([kind, words]) => [kind, wordsPattern(words)]);

/** The section a styled heading opens by the words in it, or null when none names one. */
export const headingKindByWords = (line: string): SectionKind | null => {
  const key = headingKey(line);
  return headingKind(line) ?? KEYWORDS.find(([, pattern]) => pattern.test(key))?.[0] ?? null;
};
