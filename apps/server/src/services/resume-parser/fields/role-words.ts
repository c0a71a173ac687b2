import { foldText } from './fold.ts';

/**
 * Words that mark a job title, in the languages of the section headings (folded). A title is
 * also recognised by an English agent-noun ending ('Welder', 'Machinist', 'Accountant').
 */
const TITLE_WORDS = new Set(
  [
    'accountant|administrator|agent|aide|analyst|architect|assembler|assistant|associate|auditor|barista|biller|bookkeeper|buyer|cashier|chief|clerk|coach|coder|consultant|controller|coordinator|copywriter|counsel|counsellor|counselor|designer|developer|dietitian|director|dispatcher|driver|educator|electrician|engineer|executive|generalist|handler|head|inspector|intern|machinist|manager|marketer|master|merchandiser|millwright|nurse|officer|operator|owner|packer|paralegal|paramedic|partner|pharmacist|phlebotomist|photographer|physician|planner|practitioner|processor|producer|programmer|psychologist|radiologist|receptionist|recruiter|representative|researcher|scheduler|scientist|secretary|sonographer|specialist|supervisor|technician|technologist|tester|therapist|welder|worker|writer',
    'mechanic|carpenter|plumber|pilot|attendant|stewardess|teacher|tutor|lecturer|professor|lawyer|solicitor|barrister|notary|judge|chef|cook|waiter|waitress|bartender|server|housekeeper|caregiver|carer|midwife|dentist|hygienist|surgeon|veterinarian|vet|farmer|labourer|laborer|foreman|forewoman|translator|interpreter|journalist|editor|librarian|archivist|curator|trainer|instructor|lifeguard|guard|firefighter|paramedic|optician|optometrist|pharmacist|cashier|salesperson|saleswoman|salesman|storekeeper|stocker|picker|loader|courier|dispatcher|estimator|surveyor|draftsman|draughtsman|drafter|fitter|installer|rigger|painter|mason|bricklayer|roofer|glazier|joiner|upholsterer|tailor|seamstress|baker|butcher|florist|gardener|landscaper|janitor|cleaner|concierge|host|hostess|manageress|administrateur|officer',
    'engineer|developer|manager|coach|analyst|designer|consultant|director|lead|head|specialist|intern|architect|scientist|administrator|coordinator|assistant|officer|technician|accountant|nurse|teacher|associate|representative|executive|president|vp|cto|ceo|cfo|coo|owner|master|researcher|advisor|adviser|clerk|agent|supervisor|trainee|apprentice|chef|cook|driver|operator|partner|principal|staff|junior|senior|writer|editor|recruiter|controller|auditor|planner|buyer|pharmacist|therapist|physician|surgeon|lawyer|counsel|paralegal|attorney|cashier|associate|barista|mechanic|electrician|welder|machinist|assembler|specialist|generalist|strategist|marketer|producer|tester|programmer|administrator|steward|receptionist|secretary|instructor|lecturer|professor|tutor|volunteer',
    'ingenieur|developpeur|chef|responsable|directeur|directrice|charge|chargee|consultante|analyste|stagiaire|technicien|technicienne|comptable|infirmier|infirmiere|gestionnaire|conseiller|conseillere|vendeur|vendeuse|commercial|commerciale|assistante|alternant',
    'entwickler|entwicklerin|ingenieurin|leiter|leiterin|berater|beraterin|projektleiter|referent|referentin|sachbearbeiter|werkstudent|praktikant|praktikantin|mitarbeiter|mitarbeiterin|fachkraft|kaufmann|kauffrau|techniker|geschaftsfuhrer|teamleiter',
    'desarrollador|desarrolladora|ingeniero|ingeniera|gerente|jefe|jefa|analista|consultor|consultora|disenador|disenadora|tecnico|tecnica|becario|becaria|coordinador|coordinadora|responsable|director|directora|asesor|asesora|auxiliar|administrativo',
    'sviluppatore|sviluppatrice|ingegnere|responsabile|consulente|progettista|tecnico|stagista|impiegato|impiegata|programmatore',
    'desenvolvedor|engenheiro|engenheira|gerente|analista|estagiario|programador',
    'ontwikkelaar|medewerker|adviseur|beheerder',
    'programista|inzynier|kierownik|specjalista|specjalistka|analityk|konsultant|projektant|tester|stazysta|praktykant|dyrektor|starszy|mlodszy|administrator',
    'разработчик|инженер|менеджер|руководитель|аналитик|директор|специалист|консультант|программист|стажер|дизайнер|тестировщик',
  ].flatMap((group) => group.split('|')),
);
const AGENT_ENDING = /(er|or|ist|ant|ent|ian|eur|euse|rice)$/;

const COMPANY_WORDS = new Set(
  'inc|ltd|llc|llp|plc|gmbh|ag|kg|se|sa|sas|sarl|sl|spa|srl|bv|nv|ab|as|oy|corp|corporation|company|co|group|groupe|gruppe|grupo|holding|holdings|technologies|solutions|systems|labs|consulting|partners|bank|banque|capital|industries|international|global|ventures|studios|foods|motors|airlines|pharma|hospital|clinic|agency|z|o.o|oo|spolka|s.a.|ооо|ао'.split(
    '|',
  ),
);

const words = (segment: string) =>
  foldText(segment)
    .split(/[\s,.&()/]+/)
    .filter(Boolean);

const NO_WORDS: ReadonlySet<string> = new Set();

/**
 * How much a heading segment looks like a job title (positive) or an employer (negative).
 * `tenantWords` are the head nouns of the tenant's own position titles.
 */
export const titleScore = (segment: string, tenantWords: ReadonlySet<string> = NO_WORDS) => {
  let score = 0;
  const list = words(segment);
  for (const word of list) {
    if (TITLE_WORDS.has(word) || tenantWords.has(word)) score += 2;
    if (COMPANY_WORDS.has(word)) score -= 3;
  }
  const last = list.at(-1) ?? '';
  // A title ends in its head noun ('Solutions Engineer'); a company rarely does ('Engineering Systems').
  if (TITLE_WORDS.has(last) || tenantWords.has(last)) score += 3;
  if (score === 0 && AGENT_ENDING.test(last) && last.length > 4) score += 1;
  return score;
};

/**
 * The head nouns of job titles ('Sonographer', 'Coach', 'Merchandiser'): the last word of each
 * title, or the word before 'of' ('Head of Data Science' → 'head').
 */
export const titleHeadWords = (titles: readonly string[]): ReadonlySet<string> =>
  new Set(
    titles.flatMap((title) => {
      const list = words(title);
      const of = list.indexOf('of');
      const head = of > 0 ? list[of - 1] : list.at(-1);
      return head && head.length > 2 ? [head] : [];
    }),
  );
