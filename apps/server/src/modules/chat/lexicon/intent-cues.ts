import type { Phrases, TopicLexicon } from './lexicon-types.ts';

export type SmallTalk = 'greeting' | 'thanks';

/** Greetings and thanks, which are answered as such only when the message holds little else. */
// prettier-ignore
export const SMALL_TALK: TopicLexicon<SmallTalk> = [
  ['thanks', {
    en: ['thanks', 'thank you', 'thx', 'thanx', 'ty', 'cheers', 'thank u', 'much appreciated'],
    fr: ['merci', 'merci beaucoup', 'je vous remercie'],
    de: ['danke', 'vielen dank', 'danke schon', 'dankeschon'],
    es: ['gracias', 'muchas gracias', 'mil gracias'],
    pt: ['obrigado', 'obrigada', 'valeu', 'muito obrigado'],
    it: ['grazie', 'grazie mille', 'ti ringrazio'],
    nl: ['bedankt', 'dank je', 'dank u', 'dankjewel', 'dankuwel'],
    pl: ['dziekuje', 'dzieki', 'dziekuje bardzo'],
    ja: ['ありがとう', 'ありがとうございます', 'どうも', '感謝'],
    'zh-CN': ['谢谢', '多谢', '感谢'],
    ar: ['شكرا', 'شكرًا', 'شكراً', 'مشكور'],
  }],
  ['greeting', {
    en: ['hi', 'hello', 'hey', 'good morning', 'good afternoon', 'good evening', 'hiya', 'howdy', 'yo'],
    fr: ['bonjour', 'salut', 'bonsoir', 'coucou'],
    de: ['hallo', 'guten tag', 'guten morgen', 'servus', 'moin', 'gruss gott'],
    es: ['hola', 'buenos dias', 'buenas tardes', 'buenas noches', 'buenas'],
    pt: ['ola', 'oi', 'bom dia', 'boa tarde', 'boa noite'],
    it: ['ciao', 'buongiorno', 'buonasera', 'salve'],
    nl: ['hoi', 'hallo', 'goedemorgen', 'goedemiddag', 'dag'],
    pl: ['czesc', 'dzien dobry', 'witam', 'hej'],
    ja: ['こんにちは', 'こんばんは', 'おはよう', 'はじめまして'],
    'zh-CN': ['你好', '您好', '嗨', '早上好'],
    ar: ['مرحبا', 'مرحباً', 'السلام عليكم', 'اهلا', 'أهلا'],
  }],
];

/**
 * Requests the assistant refuses whatever else they hold: another person's data, its own
 * instructions. They get the 'I don't know' answer, never a search or the FAQ.
 */
// prettier-ignore
export const OUT_OF_BOUNDS: Phrases = {
  en: ['other candidates', 'other applicants', 'other users', 'other people s', 'system prompt', 'previous instructions', 'your instructions', 'ignore all', 'ignore previous', 'password', 'api key', 'admin'],
  fr: ['autres candidats', 'autres utilisateurs', 'prompt systeme', 'instructions precedentes', 'ignore les instructions', 'mot de passe'],
  de: ['andere bewerber', 'anderen bewerber', 'andere kandidaten', 'anderen kandidaten', 'systemprompt', 'vorherigen anweisungen', 'ignoriere', 'passwort'],
  es: ['otros candidatos', 'otros usuarios', 'prompt del sistema', 'instrucciones anteriores', 'ignora', 'contrasena'],
  pt: ['outros candidatos', 'outros usuarios', 'prompt do sistema', 'instrucoes anteriores', 'ignore as', 'senha'],
  it: ['altri candidati', 'altri utenti', 'prompt di sistema', 'istruzioni precedenti', 'ignora', 'password'],
  nl: ['andere kandidaten', 'andere sollicitanten', 'systeemprompt', 'vorige instructies', 'negeer', 'wachtwoord'],
  pl: ['innych kandydatow', 'inni kandydaci', 'prompt systemowy', 'poprzednie instrukcje', 'zignoruj', 'haslo'],
  ja: ['他の候補者', '他の応募者', 'システムプロンプト', '以前の指示', 'パスワード'],
  'zh-CN': ['其他候选人', '其他应聘者', '系统提示', '之前的指令', '忽略', '密码'],
  ar: ['المرشحين الآخرين', 'المتقدمين الآخرين', 'موجه النظام', 'التعليمات السابقة', 'تجاهل', 'كلمة المرور'],
};

/** 'change' and 'language': changing the site's language, however the sentence goes. */
// prettier-ignore
export const LANGUAGE_NOUNS: Phrases = {
  en: ['language'], fr: ['langue'], de: ['sprache'], es: ['idioma'], pt: ['idioma', 'lingua'],
  it: ['lingua'], nl: ['taal'], pl: ['jezyk', 'jezyka'], ja: ['言語'], 'zh-CN': ['语言'], ar: ['اللغة'],
};
// prettier-ignore
export const CHANGE_VERBS: Phrases = {
  en: ['change', 'switch', 'set', 'see the site in'],
  fr: ['changer', 'change', 'modifier', 'mettre'],
  de: ['andern', 'andere', 'wechseln', 'wechsle', 'umstellen', 'stelle'],
  es: ['cambiar', 'cambio', 'cambia', 'poner'],
  pt: ['mudar', 'mudo', 'alterar', 'altero', 'trocar', 'troco'],
  it: ['cambiare', 'cambio', 'impostare', 'imposto'],
  nl: ['wijzigen', 'wijzig', 'veranderen', 'verander', 'instellen'],
  pl: ['zmienic', 'zmieniam', 'ustawic'],
  ja: ['変更', '変え', '切り替'],
  'zh-CN': ['更改', '切换', '修改', '改'],
  ar: ['تغيير', 'اغير', 'أغير'],
};
