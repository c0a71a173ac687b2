import type { EmploymentType, PostedDatePreset } from '@careers/shared';
import type { Phrases } from './lexicon/lexicon-types.ts';

/**
 * The words the built-in assistant understands, in English, German, French, Spanish and
 * Japanese. Each entry maps what candidates write to what the search takes; longer phrases are
 * tried first, so 'data engineer' wins over 'engineer'.
 */
type Lexicon<T> = readonly (readonly [T, readonly string[]])[];

/** Words that make a message a job search, and carry nothing else, by language. */
// prettier-ignore
export const JOB_WORDS_BY_LANGUAGE: Phrases = {
  en: ['jobs', 'job', 'positions', 'position', 'roles', 'role', 'openings', 'opening', 'vacancies',
    'vacancy', 'opportunities', 'careers', 'career'],
  de: ['stellen', 'stelle', 'stellenangebote', 'stellenangebot', 'arbeit', 'arbeitsplatz'],
  fr: ['emplois', 'emploi', 'postes', 'poste', 'offres', 'offre', "offres d'emploi", 'offres d emploi', 'boulot', 'travail'],
  es: ['empleos', 'empleo', 'trabajos', 'trabajo', 'puestos', 'puesto', 'vacantes', 'ofertas'],
  pt: ['vagas', 'vaga', 'emprego', 'empregos', 'trabalho', 'trabalhos'],
  it: ['lavoro', 'lavori', 'offerte di lavoro', 'posizioni', 'impiego', 'posti'],
  nl: ['vacatures', 'vacature', 'baan', 'banen', 'werk', 'functies'],
  pl: ['praca', 'pracy', 'oferty pracy', 'oferta pracy', 'stanowisko', 'stanowiska'],
  ja: ['求人', '仕事', '職種', 'ポジション', '案件', '募集'],
  'zh-CN': ['工作', '职位', '岗位', '招聘'],
  ar: ['وظائف', 'وظيفة'],
};

/** Words that make a message a job search, and carry nothing else. */
export const JOB_WORDS: readonly string[] = [
  ...new Set(Object.values(JOB_WORDS_BY_LANGUAGE).flat()),
];

/** 'near me': the search's own location or the candidate's point. */
// prettier-ignore
export const NEAR_ME: readonly string[] = [
  'near me', 'nearby', 'close to me', 'around me', 'close by', 'my area',
  'in meiner nähe', 'in meiner umgebung', 'in der nähe',
  'près de chez moi', 'près de moi', 'autour de moi', 'à proximité',
  'cerca de mí', 'cerca de mi', 'cerca de casa',
  '自宅周辺', '自宅の近く', '家の近く', '近所', '現在地周辺',
];

/** 'near Berlin': a radius around the place rather than the place's own name. */
// prettier-ignore
export const NEAR_PLACE: readonly string[] = [
  'near', 'around', 'close to', 'in the area of', 'nahe', 'in der nähe von', 'um', 'rund um',
  'près de', 'autour de', 'cerca de', 'alrededor de', 'の近く', '周辺', '近郊', '付近',
];

export type Workplace = 'remote' | 'hybrid' | 'onsite';
// prettier-ignore
export const WORKPLACES: Lexicon<Workplace> = [
  ['remote', ['remote', 'remotely', 'work from home', 'working from home', 'wfh', 'home office',
    'homeoffice', 'fernarbeit', 'télétravail', 'teletravail', 'à distance', 'teletrabajo',
    'remoto', 'remota', 'remotos', 'remotas', 'en remoto', 'a distancia', 'リモート', '在宅', 'テレワーク', 'フルリモート',
    'da remoto', 'op afstand', 'zdalnie', 'zdalna', '远程', 'عن بعد']],
  ['hybrid', ['hybrid', 'hybride', 'híbrido', 'hibrido', 'ハイブリッド']],
  ['onsite', ['on-site', 'onsite', 'on site', 'in office', 'in the office', 'vor ort',
    'sur site', 'présentiel', 'presencial', '出社', '常駐']],
];

/** Seniority stays a word of the query: titles carry it ('Senior Data Engineer'). */
// prettier-ignore
export const SENIORITY: Lexicon<string> = [
  ['senior', ['senior', 'sr', 'erfahrene', 'erfahrener', 'sénior', 'confirmé', 'confirmée',
    'シニア', '上級']],
  ['junior', ['junior', 'jr', 'einsteiger', 'berufseinsteiger', 'débutant', 'débutante',
    'júnior', 'ジュニア', '未経験']],
  ['lead', ['lead', 'leiter', 'leiterin', 'líder', 'リード', 'リーダー']],
  ['principal', ['principal', 'プリンシパル']],
  ['staff', ['staff']],
];

// prettier-ignore
export const EMPLOYMENT: Lexicon<EmploymentType> = [
  ['full_time', ['full-time', 'full time', 'fulltime', 'permanent', 'vollzeit', 'festanstellung',
    'temps plein', 'plein temps', 'cdi', 'tiempo completo', 'jornada completa', '正社員',
    'フルタイム']],
  ['part_time', ['part-time', 'part time', 'parttime', 'teilzeit', 'temps partiel',
    'tiempo parcial', 'medio tiempo', 'media jornada', 'パートタイム', 'パート', 'アルバイト']],
  ['contract', ['contract', 'contractor', 'freelance', 'befristet', 'befristete', 'cdd',
    'contrato', 'por contrato', '契約社員', '業務委託']],
  ['temporary', ['temporary', 'temp', 'zeitarbeit', 'aushilfe', 'intérim', 'interim',
    'temporal', '派遣']],
  ['internship', ['internship', 'internships', 'intern', 'interns', 'praktikum', 'praktikant',
    'praktikantin', 'stage', 'stagiaire', 'alternance', 'prácticas', 'practicas', 'becario',
    'pasantía', 'インターンシップ', 'インターン']],
];

// prettier-ignore
export const POSTED: Lexicon<PostedDatePreset> = [
  ['past_day', ['today', 'past day', 'last 24 hours', 'past 24 hours', 'heute',
    "aujourd'hui", 'aujourd’hui', 'hoy', '今日', '本日', '24時間以内']],
  ['past_week', ['this week', 'past week', 'last week', 'last 7 days', 'past 7 days',
    'diese woche', 'dieser woche', 'letzte woche', 'letzten woche', 'letzten 7 tagen',
    'cette semaine', 'la semaine dernière', 'derniers 7 jours', 'esta semana',
    'la semana pasada', 'últimos 7 días', 'ultimos 7 dias', '今週', '1週間以内', '一週間以内',
    '先週']],
  ['past_month', ['this month', 'past month', 'last month', 'last 30 days', 'diesen monat',
    'diesem monat', 'letzten monat', 'ce mois', 'ce mois-ci', 'le mois dernier', 'este mes',
    'el mes pasado', '今月', '1ヶ月以内', '先月']],
];

/** Roles written in another language, as the English words of the titles, by language. */
// prettier-ignore
export const ROLES_BY_LANGUAGE: readonly (readonly [string, Phrases])[] = [
  ['nurse', { en: ['nurse', 'nurses', 'nursing'], de: ['pflegekraft', 'pflegekräfte', 'pflegefachkraft',
    'krankenpfleger', 'krankenpflegerin', 'krankenschwester', 'pfleger', 'pflegerin'],
    fr: ['infirmier', 'infirmière', 'infirmiers', 'infirmières'],
    es: ['enfermero', 'enfermera', 'enfermeros', 'enfermeras'], pt: ['enfermeira', 'enfermeiro'],
    it: ['infermiera', 'infermiere'], nl: ['verpleegkundige'], pl: ['pielęgniarka', 'pielegniarka'],
    ja: ['看護師', '看護'], 'zh-CN': ['护士'], ar: ['ممرضة', 'ممرض'] }],
  ['barista', { ja: ['バリスタ'], 'zh-CN': ['咖啡师'], ar: ['باريستا'] }],
  ['data engineer', { de: ['dateningenieur'], en: ['data-engineer'],
    fr: ['ingénieur data', 'ingénieur de données'], es: ['ingeniero de datos', 'ingeniera de datos'],
    ja: ['データエンジニア'] }],
  ['data scientist', { de: ['datenwissenschaftler'], es: ['científico de datos', 'científica de datos'],
    ja: ['データサイエンティスト'] }],
  ['software engineer', { de: ['softwareentwickler', 'softwareentwicklerin', 'softwareingenieur'],
    fr: ['ingénieur logiciel'], es: ['ingeniero de software', 'ingeniera de software'],
    ja: ['ソフトウェアエンジニア'] }],
  ['product manager', { de: ['produktmanager', 'produktmanagerin'], fr: ['chef de produit'],
    es: ['gerente de producto'], ja: ['プロダクトマネージャー'] }],
  ['designer', { de: ['designerin'], es: ['diseñador', 'diseñadora'], ja: ['デザイナー'] }],
  ['accountant', { de: ['buchhalter', 'buchhalterin'], fr: ['comptable'], es: ['contador', 'contadora'],
    pt: ['contador', 'contadora'], ja: ['経理'], it: ['contabile'], nl: ['boekhouder'],
    pl: ['księgowy', 'ksiegowy', 'księgowa'], 'zh-CN': ['会计'], ar: ['محاسب'] }],
  ['analyst', { de: ['analystin'], fr: ['analyste'], es: ['analista'], pt: ['analista'], it: ['analista'],
    ja: ['アナリスト'] }],
  ['recruiter', { fr: ['chargé de recrutement'], es: ['reclutador', 'reclutadora'], ja: ['採用担当'] }],
  ['warehouse', { de: ['lager', 'lagermitarbeiter'], fr: ['entrepôt'], es: ['almacén'], ja: ['倉庫'] }],
  ['cashier', { de: ['kassierer', 'kassiererin'], fr: ['caissier', 'caissière'], es: ['cajero', 'cajera'],
    ja: ['レジ'] }],
  ['physician', { de: ['arzt', 'ärztin'], fr: ['médecin'], es: ['médico', 'médica'], ja: ['医師'] }],
  ['customer service', { de: ['kundenservice'], fr: ['service client'], es: ['atención al cliente'],
    ja: ['カスタマーサポート'] }],
  ['marketing', { ja: ['マーケティング'] }],
  ['sales', { de: ['vertrieb', 'verkäufer', 'verkäuferin'], fr: ['vendeur', 'vendeuse'],
    es: ['vendedor', 'vendedora', 'ventas'], ja: ['営業', '販売'] }],
  ['manager', { ja: ['マネージャー', 'マネジャー'] }],
  ['developer', { de: ['entwickler', 'entwicklerin'], fr: ['développeur', 'développeuse'],
    es: ['desarrollador', 'desarrolladora'], ja: ['開発者', 'デベロッパー'],
    pt: ['desenvolvedor', 'desenvolvedora'], it: ['sviluppatore', 'sviluppatrice'],
    nl: ['ontwikkelaar'], pl: ['programista'], 'zh-CN': ['开发者', '开发'], ar: ['مطور'] }],
  ['engineer', { de: ['ingenieur', 'ingenieurin'], fr: ['ingénieur'], es: ['ingeniero', 'ingeniera'],
    ja: ['エンジニア'] }],
  ['data', { ja: ['データ'] }],
];

/** Roles written in another language, as the English words of the titles. */
export const ROLES: Lexicon<string> = ROLES_BY_LANGUAGE.map(
  ([role, phrases]) => [role, [...new Set(Object.values(phrases).flat())]] as const,
);

/** Words that ask something and carry nothing for a search. */
// prettier-ignore
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  'show', 'me', 'find', 'search', 'looking', 'look', 'for', 'i', "i'm", 'im', 'am', 'want',
  'would', 'like', 'any', 'are', 'there', 'is', 'what', 'which', 'please', 'some', 'a', 'an',
  'the', 'in', 'at', 'as', 'of', 'with', 'on', 'to', 'from', 'and', 'or', 'can', 'you', 'do',
  'have', 'get', 'new', 'open', 'posted', 'latest', 'recent', 'available', 'based', 'near',
  'zeige', 'zeigen', 'zeig', 'mir', 'suche', 'ich', 'gibt', 'es', 'bitte', 'als', 'im', 'in', 'bei',
  'mit', 'für', 'fur', 'nach', 'der', 'die', 'das', 'den', 'dem', 'ein', 'eine', 'einen',
  'neue', 'offene', 'veröffentlicht', 'und', 'oder', 'welche', 'habt', 'ihr', 'sie',
  'montre', 'montre-moi', 'moi', 'je', 'cherche', 'recherche', 'des', 'de', 'du', 'la', 'le',
  'les', 'un', 'une', 'en', 'à', 'au', 'aux', 'pour', 'comme', 'avec', 'et', 'ou', 'publiés',
  'publiées', 'nouveaux', 'nouvelles', 'y', 'a-t-il', 'quels', 'quelles', 'vous',
  'muéstrame', 'muestrame', 'busco', 'buscar', 'quiero', 'el', 'los', 'las', 'una', 'unos',
  'unas', 'para', 'como', 'con', 'por', 'hay', 'publicados', 'nuevos', 'qué', 'que', 'd',
  'l', 's', 'where', 'how', 'when', 'why', 'does', 'your', 'my', 'wo', 'wie', 'was', 'ihre',
  'bieten', 'bietet', 'où', 'comment', 'quand', 'vos', 'votre', 'offrez', 'dónde', 'donde',
  'cómo', 'cuándo', 'sus', 'su', 'ofrecen', 'ofrece',
  // follow-ups that narrow the last search ('only remote', 'and in Berlin?')
  'only', 'just', 'also', 'about', 'then', 'pls', 'plz', 'nur', 'auch', 'dann', 'seulement', 'uniquement',
  'aussi', 'et', 'solo', 'solamente', 'también', 'tambien', 'y', 'apenas', 'só', 'somente',
  'também', 'e', 'soltanto', 'anche', 'alleen', 'ook', 'en', 'tylko', 'też', 'tez', 'a',
]);
