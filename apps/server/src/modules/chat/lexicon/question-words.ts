import type { Phrases } from './lexicon-types.ts';

/**
 * Words that only ask (articles, pronouns, question words, small verbs), per language: what
 * remains of a message without them, its topic's phrases and its job words is what it names.
 * They also tell which language a short message is in.
 */
// prettier-ignore
export const QUESTION_WORDS: Phrases = {
  en: ['the', 'a', 'an', 'is', 'are', 'was', 'do', 'does', 'did', 'i', 'me', 'my', 'you', 'your', 'u', 'we', 'our', 'it', 'its', 'of', 'to', 'in', 'on', 'at', 'for', 'and', 'or', 'what', 'whats', 'which', 'who', 'how', 'when', 'where', 'can', 'could', 'would', 'should', 'will', 'please', 'show', 'tell', 'any', 'some', 'there', 'this', 'that', 'be', 'have', 'has', 'with', 'about', 'still', 'much', 'get', 'status', 'offer', 'offered', 'long', 'give', 'find', 'looking', 'want', 'need', 'like', 'im', 'am', 'as', 's', 'work', 'working', 'done'],
  fr: ['le', 'la', 'les', 'l', 'un', 'une', 'des', 'de', 'du', 'd', 'est', 'ce', 'que', 'qui', 'quel', 'quels', 'quelle', 'quelles', 'je', 'j', 'ai', 'mon', 'ma', 'mes', 'vous', 'votre', 'vos', 'nous', 'il', 'elle', 'y', 'a', 'au', 'aux', 'et', 'pour', 'sur', 'dans', 'en', 'se', 'comment', 'quand', 'sont', 'qu', 'ne', 'pas', 'me', 'moi', 'proposez', 'offrez', 'avez', 'cherche', 'suis', 'mais', 'avec', 'trouve', 'passe', 'gardez', 'temps', 'peux', 'puis', 'peut', 'veux', 'voudrais', 'dois'],
  de: ['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'ist', 'sind', 'was', 'wie', 'wann', 'welche', 'welcher', 'welches', 'ich', 'mich', 'mir', 'mein', 'meine', 'meinen', 'ihr', 'euer', 'eure', 'euch', 'sie', 'es', 'gibt', 'und', 'oder', 'fur', 'in', 'im', 'am', 'an', 'auf', 'mit', 'von', 'zu', 'zum', 'zur', 'als', 'man', 'bei', 'bietet', 'bieten', 'habe', 'hat', 'muss', 'noch', 'steht', 'lauft', 'ab', 'dir', 'bitte', 'suche', 'kann', 'konnen', 'konnte', 'soll', 'will', 'mochte', 'arbeiten', 'gibts'],
  es: ['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'de', 'del', 'es', 'son', 'que', 'cual', 'cuales', 'como', 'cuando', 'yo', 'mi', 'mis', 'me', 'tu', 'su', 'sus', 'y', 'o', 'para', 'en', 'con', 'por', 'al', 'lo', 'se', 'hay', 'tienen', 'tengo', 'ofrecen', 'busco', 'estan', 'esta', 'paso', 'puesto', 'puedo', 'puede', 'quiero', 'necesito'],
  pt: ['o', 'a', 'os', 'as', 'um', 'uma', 'de', 'do', 'da', 'dos', 'das', 'e', 'que', 'qual', 'quais', 'como', 'quando', 'eu', 'meu', 'minha', 'meus', 'minhas', 'me', 'voce', 'seu', 'sua', 'em', 'no', 'na', 'para', 'com', 'por', 'ao', 'tem', 'ha', 'sao', 'procuro', 'ficam', 'esta', 'alguma', 'vaga', 'posso', 'pode', 'quero', 'preciso'],
  it: ['il', 'lo', 'la', 'i', 'gli', 'le', 'un', 'una', 'di', 'del', 'della', 'e', 'che', 'quale', 'quali', 'come', 'quando', 'io', 'mio', 'mia', 'miei', 'mie', 'mi', 'voi', 'vostro', 'in', 'nel', 'nella', 'per', 'con', 'da', 'al', 'a', 'ho', 'avete', 'c', 'offrite', 'cerco', 'si', 'trova', 'devo', 'delle', 'posizione', 'funziona', 'tempo', 'conservate', 'posso', 'puo', 'voglio', 'vorrei'],
  nl: ['de', 'het', 'een', 'is', 'zijn', 'wat', 'welke', 'hoe', 'wanneer', 'ik', 'mijn', 'me', 'jullie', 'je', 'u', 'er', 'van', 'voor', 'in', 'op', 'met', 'en', 'of', 'aan', 'bij', 'te', 'als', 'bieden', 'heb', 'staat', 'verloopt', 'functie', 'vacature', 'kan', 'kun', 'wil', 'moet', 'zoek', 'zoeken'],
  pl: ['i', 'w', 'na', 'z', 'do', 'o', 'jest', 'sa', 'jak', 'jaki', 'jakie', 'jaka', 'kiedy', 'czy', 'mam', 'moja', 'moje', 'moj', 'mi', 'sie', 'to', 'ten', 'ta', 'dla', 'od', 'jako', 'oferujecie', 'wasze', 'musze', 'wyglada', 'jakies', 'stanowisku', 'na stanowisku', 'moge', 'mozna', 'chce', 'szukam', 'szukac', 'prosze'],
  ja: ['の', 'は', 'を', 'に', 'が', 'で', 'と', 'も', 'か', 'ですか', 'ますか', 'ありますか', 'について', '教えて', 'ください', 'いつ', '私', 'どこ', 'です', 'は？'],
  'zh-CN': ['的', '是', '吗', '我', '你们', '有', '在', '什么', '怎么', '多少', '了', '呢', '哪些', '还', '需要', '职位'],
  ar: ['في', 'من', 'ما', 'هو', 'هي', 'هل', 'كيف', 'متى', 'اين', 'أين', 'عن', 'على', 'الى', 'إلى', 'لدي', 'التي', 'ان', 'أن', 'يجب', 'وظيفة', 'ابحث', 'عمل'],
};
