import type { Phrases, TopicLexicon } from './lexicon-types.ts';

/** What the candidate may ask about their own things. */
export type MineTopic = 'next_interview' | 'application' | 'offers' | 'forms' | 'saved';

/** Nouns of the candidate's own things; `application` stands for one or all applications. */
// prettier-ignore
export const MINE_TOPICS: TopicLexicon<MineTopic> = [
  ['next_interview', {
    en: ['interview', 'interviews'],
    fr: ['entretien', 'entretiens', 'entrevue'],
    de: ['vorstellungsgesprach', 'vorstellungsgesprache', 'interview', 'bewerbungsgesprach', 'gesprach'],
    es: ['entrevista', 'entrevistas'],
    pt: ['entrevista', 'entrevistas'],
    it: ['colloquio', 'colloqui', 'intervista'],
    nl: ['sollicitatiegesprek', 'gesprek', 'interview'],
    pl: ['rozmowa kwalifikacyjna', 'rozmowa', 'rozmowy', 'rozmowe'],
    ja: ['面接'],
    'zh-CN': ['面试'],
    ar: ['مقابلتي', 'مقابلة', 'المقابلة', 'مقابلات'],
  }],
  ['offers', {
    en: ['offers', 'offer', 'job offer', 'job offers'],
    fr: ['offre', 'offres', 'proposition d embauche', 'propositions'],
    de: ['angebot', 'angebote', 'jobangebot', 'vertragsangebot'],
    es: ['oferta', 'ofertas', 'propuesta'],
    pt: ['proposta', 'propostas', 'oferta', 'ofertas'],
    it: ['offerta', 'offerte', 'proposta'],
    nl: ['aanbod', 'aanbieding', 'aanbiedingen', 'jobaanbod'],
    pl: ['oferta', 'oferty', 'oferte', 'propozycje'],
    ja: ['内定', 'オファー'],
    'zh-CN': ['offer', '录用通知', '录用', '录取通知'],
    ar: ['عروض عمل', 'عروض', 'عرض عمل', 'عرض'],
  }],
  ['forms', {
    en: ['forms', 'form', 'paperwork', 'onboarding tasks', 'documents to fill'],
    fr: ['formulaires', 'formulaire', 'documents a remplir'],
    de: ['formulare', 'formular', 'unterlagen', 'ausfullen'],
    es: ['formularios', 'formulario'],
    pt: ['formularios', 'formulario'],
    it: ['moduli', 'modulo', 'compilare'],
    nl: ['formulieren', 'formulier', 'invullen'],
    pl: ['formularze', 'formularz', 'formularzy', 'wypelnic'],
    ja: ['フォーム', '書類', '記入'],
    'zh-CN': ['表格', '表单', '填写'],
    ar: ['نماذج', 'النماذج', 'استمارات', 'استمارة'],
  }],
  ['saved', {
    en: ['saved jobs', 'saved positions', 'my saved', 'saved', 'favourites', 'favorites', 'shortlist'],
    fr: ['sauvegardes', 'enregistres', 'favoris'],
    de: ['gespeicherten', 'gespeichert', 'merkliste', 'favoriten'],
    es: ['guardados', 'guardadas', 'favoritos'],
    pt: ['salvas', 'salvos', 'favoritos'],
    it: ['salvati', 'salvate', 'preferiti'],
    nl: ['opgeslagen', 'bewaarde', 'favorieten'],
    pl: ['zapisane', 'ulubione'],
    ja: ['保存した', '保存済み', 'お気に入り'],
    'zh-CN': ['收藏', '保存的'],
    ar: ['المحفوظة', 'المفضلة'],
  }],
  ['application', {
    en: ['application', 'applications', 'applied', 'did i get', 'was i selected', 'was i accepted'],
    fr: ['candidature', 'candidatures', 'postule'],
    de: ['bewerbung', 'bewerbungen', 'beworben'],
    es: ['solicitud', 'solicitudes', 'candidatura', 'candidaturas', 'postulacion', 'postulaciones'],
    pt: ['candidatura', 'candidaturas', 'inscricao'],
    it: ['candidatura', 'candidature'],
    nl: ['sollicitatie', 'sollicitaties', 'gesolliciteerd'],
    pl: ['aplikacja', 'aplikacje', 'aplikacji', 'zgloszenie', 'zgloszenia'],
    ja: ['応募状況', '応募した', '選考状況', '応募'],
    'zh-CN': ['申请', '我的申请'],
    ar: ['طلبي', 'طلباتي', 'طلب التوظيف', 'طلب'],
  }],
];

/** Words that make a question about the candidate's own things ('my', 'do I have', 'next'). */
// prettier-ignore
export const MINE_CUES: Phrases = {
  en: ['my', 'mine', 'i have', 'do i have', 'have i', 'next', 'upcoming', 'waiting', 'still have', 'pending', 'when', 'for me', 'did i', 'i got', 'i received', 'received', 'do i need', 'i need to', 'coming up', 'what day', 'status', 'where do i stand'],
  fr: ['mon', 'ma', 'mes', 'j ai', 'ai je', 'prochain', 'prochaine', 'en attente', 'quand', 'recu', 'dois je', 'je dois', 'pour moi', 'statut', 'nouvelles'],
  de: ['mein', 'meine', 'meinen', 'meiner', 'meinem', 'habe ich', 'hab ich', 'nachste', 'nachstes', 'nachsten', 'offene', 'wann', 'bekommen', 'erhalten', 'muss ich', 'fur mich', 'status', 'stand'],
  es: ['mi', 'mis', 'tengo', 'proxima', 'proximo', 'pendientes', 'pendiente', 'cuando', 'me han', 'he recibido', 'recibi', 'me faltan', 'faltan', 'debo', 'para mi', 'estado'],
  pt: ['minha', 'meu', 'minhas', 'meus', 'tenho', 'proxima', 'proximo', 'pendentes', 'quando', 'recebi', 'preciso', 'devo', 'para mim', 'situacao', 'status'],
  it: ['mio', 'mia', 'miei', 'mie', 'ho', 'prossimo', 'prossima', 'in sospeso', 'quando', 'ricevuto', 'devo', 'per me', 'stato', 'a che punto'],
  nl: ['mijn', 'heb ik', 'volgende', 'openstaande', 'wanneer', 'ontvangen', 'moet ik', 'voor mij', 'status'],
  pl: ['moja', 'moje', 'moj', 'moich', 'moja', 'moje', 'mam', 'nastepna', 'nastepny', 'oczekujace', 'kiedy', 'otrzymalem', 'otrzymalam', 'musze', 'dla mnie', 'status'],
  ja: ['私の', '次の', 'ありますか', '届いて', 'いつ', '日程', '日時', '状況', '結果', '必要'],
  'zh-CN': ['我', '下一次', '下次', '待', '什么时候', '收到', '需要', '怎么样了', '进展', '状态'],
  ar: ['لدي', 'عندي', 'القادمة', 'القادم', 'مقابلتي', 'طلبي', 'طلباتي', 'متى', 'موعد', 'وصلني', 'يجب', 'حالة'],
};
