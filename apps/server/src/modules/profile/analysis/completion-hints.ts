import type { ProfileSection } from '@careers/shared';

/** The sections the completion meter counts; certifications and the rest are extras. */
export type CountedSection = Extract<
  ProfileSection,
  | 'basics'
  | 'avatar'
  | 'location'
  | 'phones'
  | 'workExperience'
  | 'education'
  | 'skills'
  | 'languages'
  | 'links'
  | 'jobPreferences'
>;

type Hints = Record<CountedSection, string>;

const en: Hints = {
  basics: 'Add your first and last name and a headline that says what you do.',
  workExperience: 'Add your jobs: the company, your title and when you worked there.',
  skills: 'Add the skills you use at work, so we can match you with positions.',
  education: 'Add your schools, degrees and fields of study.',
  location: 'Add the city you live in, to see positions near you.',
  phones: 'Add a phone number recruiters can call.',
  jobPreferences: 'Tell us the titles, places and kind of work you are looking for.',
  languages: 'Add the languages you speak and how well.',
  links: 'Add your LinkedIn profile, portfolio or GitHub.',
  avatar: 'Add a profile photo.',
};

/**
 * What to add to each missing section, in the languages written here; any other `hl` gets
 * English. The web app shows them as they come.
 */
const HINTS: Record<string, Hints> = {
  en,
  fr: {
    basics: 'Ajoutez vos prénom et nom et un titre qui dit ce que vous faites.',
    workExperience: 'Ajoutez vos emplois : l’entreprise, votre poste et les dates.',
    skills:
      'Ajoutez les compétences que vous utilisez au travail, pour trouver les postes qui vous correspondent.',
    education: 'Ajoutez vos écoles, diplômes et domaines d’études.',
    location: 'Ajoutez votre ville, pour voir les postes près de chez vous.',
    phones: 'Ajoutez un numéro de téléphone où les recruteurs peuvent vous joindre.',
    jobPreferences: 'Dites-nous quels postes, lieux et types de travail vous recherchez.',
    languages: 'Ajoutez les langues que vous parlez et votre niveau.',
    links: 'Ajoutez votre profil LinkedIn, votre portfolio ou votre GitHub.',
    avatar: 'Ajoutez une photo de profil.',
  },
  de: {
    basics: 'Geben Sie Vor- und Nachnamen und eine Überschrift an, die sagt, was Sie tun.',
    workExperience: 'Fügen Sie Ihre Stellen hinzu: Firma, Position und Zeitraum.',
    skills: 'Fügen Sie Ihre beruflichen Kenntnisse hinzu, damit wir passende Stellen finden.',
    education: 'Fügen Sie Schulen, Abschlüsse und Studienfächer hinzu.',
    location: 'Geben Sie Ihren Wohnort an, um Stellen in Ihrer Nähe zu sehen.',
    phones: 'Geben Sie eine Telefonnummer an, unter der Recruiter Sie erreichen.',
    jobPreferences: 'Sagen Sie uns, welche Positionen, Orte und Arbeitsformen Sie suchen.',
    languages: 'Fügen Sie Ihre Sprachen und Ihr Niveau hinzu.',
    links: 'Fügen Sie Ihr LinkedIn-Profil, Portfolio oder GitHub hinzu.',
    avatar: 'Fügen Sie ein Profilfoto hinzu.',
  },
  es: {
    basics: 'Añade tu nombre y apellidos y un titular que diga a qué te dedicas.',
    workExperience: 'Añade tus empleos: la empresa, tu puesto y las fechas.',
    skills: 'Añade las habilidades que usas en el trabajo, para encontrar puestos a tu medida.',
    education: 'Añade tus centros de estudio, títulos y especialidades.',
    location: 'Añade tu ciudad para ver puestos cerca de ti.',
    phones: 'Añade un teléfono en el que puedan llamarte.',
    jobPreferences: 'Cuéntanos qué puestos, lugares y tipo de trabajo buscas.',
    languages: 'Añade los idiomas que hablas y tu nivel.',
    links: 'Añade tu perfil de LinkedIn, tu portafolio o tu GitHub.',
    avatar: 'Añade una foto de perfil.',
  },
  it: {
    basics: 'Aggiungi nome, cognome e un titolo che dica di cosa ti occupi.',
    workExperience: 'Aggiungi i tuoi impieghi: azienda, ruolo e periodo.',
    skills: 'Aggiungi le competenze che usi al lavoro, per trovare le posizioni adatte a te.',
    education: 'Aggiungi scuole, titoli di studio e indirizzi.',
    location: 'Aggiungi la tua città per vedere le posizioni vicine.',
    phones: 'Aggiungi un numero di telefono a cui i recruiter possono chiamarti.',
    jobPreferences: 'Dicci quali ruoli, luoghi e modalità di lavoro cerchi.',
    languages: 'Aggiungi le lingue che parli e il tuo livello.',
    links: 'Aggiungi il tuo profilo LinkedIn, portfolio o GitHub.',
    avatar: 'Aggiungi una foto del profilo.',
  },
  pt: {
    basics: 'Adicione o seu nome e apelido e um título que diga o que faz.',
    workExperience: 'Adicione os seus empregos: a empresa, o cargo e as datas.',
    skills: 'Adicione as competências que usa no trabalho, para encontrarmos vagas à sua medida.',
    education: 'Adicione as suas escolas, cursos e áreas de estudo.',
    location: 'Adicione a sua cidade para ver vagas perto de si.',
    phones: 'Adicione um número de telefone para os recrutadores o contactarem.',
    jobPreferences: 'Diga-nos que cargos, locais e tipo de trabalho procura.',
    languages: 'Adicione as línguas que fala e o seu nível.',
    links: 'Adicione o seu perfil do LinkedIn, portefólio ou GitHub.',
    avatar: 'Adicione uma fotografia de perfil.',
  },
};

/** The hints in `language` (`fr`, `fr-CA`, `pt_BR`…), else in English. */
export const completionHints = (language: string | undefined): Hints => {
  const base = (language ?? 'en').toLowerCase().split(/[-_]/)[0] ?? 'en';
  return HINTS[base] ?? en;
};
