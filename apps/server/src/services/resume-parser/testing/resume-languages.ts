/** What a generated resume writes in each language: headings, month names, "present". */
export type ResumeLanguage = 'en' | 'fr' | 'de' | 'es' | 'pl' | 'it';

type Words = {
  headings: Record<
    'summary' | 'experience' | 'education' | 'skills' | 'languages' | 'contact',
    string[]
  >;
  months: string[];
  shortMonths: string[];
  present: string[];
  languageNames: string[];
  levels: string[];
  degrees: [string, string][];
};

/** Twelve month names, January first, written as one space-separated line. */
const monthNames = (line: string) => line.split(' ');

export const RESUME_WORDS: Record<ResumeLanguage, Words> = {
  en: {
    headings: {
      summary: ['Summary', 'Profile', 'About me'],
      experience: [
        'Experience',
        'Work Experience',
        'PROFESSIONAL EXPERIENCE',
        'Employment History',
      ],
      education: ['Education', 'EDUCATION'],
      skills: ['Skills', 'Technical Skills', 'Core Competencies'],
      languages: ['Languages'],
      contact: ['Contact', 'Contact Details'],
    },
    months: monthNames(
      'January February March April May June July August September October November December',
    ),
    shortMonths: monthNames('Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'),
    present: ['Present', 'Current', 'Now'],
    languageNames: ['English', 'French', 'German', 'Spanish'],
    levels: ['Native', 'Fluent', 'C1', 'B2', 'Intermediate'],
    degrees: [
      ['BSc', 'Computer Science'],
      ['Master of Science', 'Data Science'],
      ['BA', 'Economics'],
      ['MBA', ''],
      ['Bachelor of Engineering', 'Mechanical Engineering'],
      ['PhD', 'Physics'],
    ],
  },
  fr: {
    headings: {
      summary: ['Profil', 'À propos de moi'],
      experience: ['Expérience professionnelle', 'EXPÉRIENCE', 'Parcours professionnel'],
      education: ['Formation', 'Études'],
      skills: ['Compétences', 'Compétences techniques'],
      languages: ['Langues'],
      contact: ['Coordonnées', 'Contact'],
    },
    months: monthNames(
      'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
    ),
    shortMonths: monthNames('janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.'),
    present: ["aujourd'hui", 'présent', 'en cours'],
    languageNames: ['Français', 'Anglais', 'Allemand', 'Espagnol'],
    levels: ['Langue maternelle', 'Courant', 'C1', 'B2', 'Intermédiaire'],
    degrees: [
      ['Master', 'Informatique'],
      ['Licence', 'Économie'],
      ["Diplôme d'ingénieur", 'Génie mécanique'],
      ['Doctorat', 'Chimie'],
    ],
  },
  de: {
    headings: {
      summary: ['Profil', 'Über mich', 'Kurzprofil'],
      experience: ['Berufserfahrung', 'BERUFLICHER WERDEGANG', 'Erfahrung'],
      education: ['Ausbildung', 'Studium', 'Bildungsweg'],
      skills: ['Kenntnisse', 'Fähigkeiten', 'Kompetenzen'],
      languages: ['Sprachen', 'Sprachkenntnisse'],
      contact: ['Kontakt', 'Persönliche Daten'],
    },
    months: monthNames(
      'Januar Februar März April Mai Juni Juli August September Oktober November Dezember',
    ),
    shortMonths: monthNames('Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.'),
    present: ['heute', 'aktuell', 'jetzt'],
    languageNames: ['Deutsch', 'Englisch', 'Französisch', 'Spanisch'],
    levels: ['Muttersprache', 'Fließend', 'C1', 'B2', 'Grundkenntnisse'],
    degrees: [
      ['Master of Science', 'Informatik'],
      ['Bachelor of Arts', 'Betriebswirtschaftslehre'],
      ['Diplom', 'Maschinenbau'],
      ['Promotion', 'Chemie'],
    ],
  },
  es: {
    headings: {
      summary: ['Perfil', 'Sobre mí', 'Resumen'],
      experience: ['Experiencia', 'Experiencia laboral', 'EXPERIENCIA PROFESIONAL'],
      education: ['Educación', 'Formación académica', 'Estudios'],
      skills: ['Habilidades', 'Competencias', 'Conocimientos'],
      languages: ['Idiomas'],
      contact: ['Contacto', 'Datos personales'],
    },
    months: monthNames(
      'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
    ),
    shortMonths: monthNames('ene. feb. mar. abr. may. jun. jul. ago. sept. oct. nov. dic.'),
    present: ['actualidad', 'presente', 'hoy'],
    languageNames: ['Español', 'Inglés', 'Francés', 'Alemán'],
    levels: ['Nativo', 'Fluido', 'C1', 'B2', 'Intermedio'],
    degrees: [
      ['Grado', 'Ingeniería Informática'],
      ['Máster', 'Administración de Empresas'],
      ['Licenciatura', 'Economía'],
      ['Doctorado', 'Biología'],
    ],
  },
  pl: {
    headings: {
      summary: ['Podsumowanie', 'O mnie', 'Profil zawodowy'],
      experience: ['Doświadczenie', 'Doświadczenie zawodowe', 'DOŚWIADCZENIE ZAWODOWE'],
      education: ['Wykształcenie', 'Edukacja'],
      skills: ['Umiejętności', 'Kompetencje'],
      languages: ['Języki', 'Języki obce'],
      contact: ['Kontakt', 'Dane osobowe'],
    },
    months: monthNames(
      'styczeń luty marzec kwiecień maj czerwiec lipiec sierpień wrzesień październik listopad grudzień',
    ),
    shortMonths: monthNames('sty lut mar kwi maj cze lip sie wrz paź lis gru'),
    present: ['obecnie', 'nadal', 'teraz'],
    languageNames: ['Polski', 'Angielski', 'Niemiecki', 'Hiszpański'],
    levels: ['Ojczysty', 'Biegły', 'C1', 'B2', 'Podstawowy'],
    degrees: [
      ['Magister', 'Informatyka'],
      ['Inżynier', 'Automatyka i robotyka'],
      ['Licencjat', 'Ekonomia'],
      ['Doktor', 'Fizyka'],
    ],
  },
  it: {
    headings: {
      summary: ['Profilo', 'Chi sono', 'Sommario'],
      experience: ['Esperienza', 'Esperienze lavorative', 'ESPERIENZA PROFESSIONALE'],
      education: ['Istruzione', 'Formazione', 'Istruzione e formazione'],
      skills: ['Competenze', 'Competenze tecniche'],
      languages: ['Lingue'],
      contact: ['Contatti', 'Dati personali'],
    },
    months: monthNames(
      'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre',
    ),
    shortMonths: monthNames('gen feb mar apr mag giu lug ago set ott nov dic'),
    present: ['oggi', 'presente', 'attuale'],
    languageNames: ['Italiano', 'Inglese', 'Francese', 'Tedesco'],
    levels: ['Madrelingua', 'Fluente', 'C1', 'B2', 'Base'],
    degrees: [
      ['Laurea Magistrale', 'Ingegneria Informatica'],
      ['Laurea', 'Economia'],
      ['Dottorato', 'Fisica'],
    ],
  },
};
