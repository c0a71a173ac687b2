import type { Suggestion } from '@careers/search';
import { analyze } from '@careers/search';
import type { IndexVocabulary } from './index-vocabulary.ts';

/**
 * Cities candidates write in their own language where positions carry the English or local
 * name; each maps to the names the index may know it by (the first the index has wins).
 */
// prettier-ignore
const CITY_EXONYMS: Readonly<Record<string, readonly string[]>> = {
  'münchen': ['Munich', 'München'], 'munich': ['Munich', 'München'], 'múnich': ['Munich', 'München'], 'ミュンヘン': ['Munich', 'München'],
  'köln': ['Cologne', 'Köln'], 'cologne': ['Cologne', 'Köln'], 'colonia': ['Cologne', 'Köln'], 'ケルン': ['Cologne', 'Köln'],
  'wien': ['Vienna', 'Wien'], 'vienne': ['Vienna', 'Wien'], 'viena': ['Vienna', 'Wien'], 'ウィーン': ['Vienna', 'Wien'],
  'londres': ['London'], 'ロンドン': ['London'], 'ベルリン': ['Berlin'], 'berlín': ['Berlin'],
  'マンチェスター': ['Manchester'], 'パリ': ['Paris'], 'parís': ['Paris'], 'ハンブルク': ['Hamburg'],
  'hambourg': ['Hamburg'], 'hamburgo': ['Hamburg'], 'フランクフルト': ['Frankfurt', 'Frankfurt am Main'],
  'francfort': ['Frankfurt', 'Frankfurt am Main'], 'fráncfort': ['Frankfurt', 'Frankfurt am Main'],
  'mailand': ['Milan', 'Milano'], 'milán': ['Milan', 'Milano'], 'ミラノ': ['Milan', 'Milano'],
  'rom': ['Rome', 'Roma'], 'ローマ': ['Rome', 'Roma'], 'マドリード': ['Madrid'], 'バルセロナ': ['Barcelona'],
  'barcelone': ['Barcelona'], 'lissabon': ['Lisbon', 'Lisboa'], 'lisbonne': ['Lisbon', 'Lisboa'],
  'リスボン': ['Lisbon', 'Lisboa'], 'アムステルダム': ['Amsterdam'], 'ダブリン': ['Dublin'],
  'warschau': ['Warsaw', 'Warszawa'], 'varsovie': ['Warsaw', 'Warszawa'], 'varsovia': ['Warsaw', 'Warszawa'],
  'prag': ['Prague', 'Praha'], 'praga': ['Prague', 'Praha'], 'プラハ': ['Prague', 'Praha'],
  'zürich': ['Zurich', 'Zürich'], 'zurich': ['Zurich', 'Zürich'], 'チューリッヒ': ['Zurich', 'Zürich'],
  'genf': ['Geneva', 'Genève'], 'genève': ['Geneva', 'Genève'], 'ginebra': ['Geneva', 'Genève'],
  'brüssel': ['Brussels', 'Bruxelles'], 'bruxelles': ['Brussels', 'Bruxelles'], 'bruselas': ['Brussels', 'Bruxelles'],
  'kopenhagen': ['Copenhagen', 'København'], 'copenhague': ['Copenhagen', 'København'],
  'stockholm': ['Stockholm'], 'estocolmo': ['Stockholm'], 'ストックホルム': ['Stockholm'],
  'edimburgo': ['Edinburgh'], 'édimbourg': ['Edinburgh'], 'エディンバラ': ['Edinburgh'],
  '東京': ['Tokyo'], 'tokio': ['Tokyo'], '大阪': ['Osaka'], '京都': ['Kyoto'], '横浜': ['Yokohama'],
  'ニューヨーク': ['New York City', 'New York'], 'nueva york': ['New York City', 'New York'],
  'サンフランシスコ': ['San Francisco'], 'シカゴ': ['Chicago'], 'シアトル': ['Seattle'], 'ボストン': ['Boston'],
  'トロント': ['Toronto'], 'バンクーバー': ['Vancouver'], 'シドニー': ['Sydney'], 'メルボルン': ['Melbourne'],
  'シンガポール': ['Singapore'], 'singapur': ['Singapore'], 'ソウル': ['Seoul'], 'séoul': ['Seoul'], 'seúl': ['Seoul'],
  '北京': ['Beijing'], 'pékin': ['Beijing'], 'pekín': ['Beijing'], '上海': ['Shanghai'], 'バンコク': ['Bangkok'],
  'ムンバイ': ['Mumbai'], 'bombay': ['Mumbai'], 'ドバイ': ['Dubai'], 'dubaï': ['Dubai'],
  'メキシコシティ': ['Mexico City'], 'ciudad de méxico': ['Mexico City'], 'mexico': ['Mexico City'],
  'サンパウロ': ['São Paulo'], 'são paulo': ['São Paulo'], 'sao paulo': ['São Paulo'],
  'tallin': ['Tallinn'], 'タリン': ['Tallinn'], '塔林': ['Tallinn'], 'تالين': ['Tallinn'],
  'barcellona': ['Barcelona'], '巴塞罗那': ['Barcelona'], 'برشلونة': ['Barcelona'],
  '曼谷': ['Bangkok'], 'بانكوك': ['Bangkok'], '柏林': ['Berlin'], 'برلين': ['Berlin'],
  '孟买': ['Mumbai'], 'مومباي': ['Mumbai'], '迪拜': ['Dubai'], 'دبي': ['Dubai'],
  '东京': ['Tokyo'], 'طوكيو': ['Tokyo'], '巴黎': ['Paris'], 'باريس': ['Paris'], '伦敦': ['London'], 'لندن': ['London'],
  'berlino': ['Berlin'], 'londra': ['London'], 'parigi': ['Paris'], 'monaco di baviera': ['Munich'],
  'lisbona': ['Lisbon', 'Lisboa'], 'lisboa': ['Lisbon', 'Lisboa'], 'dublino': ['Dublin'], 'varsavia': ['Warsaw'],
  'warszawa': ['Warsaw'], 'warszawie': ['Warsaw'], 'krakow': ['Kraków'], 'krakowie': ['Kraków'], 'kraków': ['Kraków'],
  'berlijn': ['Berlin'], 'londen': ['London'], 'parijs': ['Paris'],
};

const REGION_CODES = Array.from({ length: 26 * 26 }, (_, n) =>
  String.fromCharCode(65 + Math.floor(n / 26), 65 + (n % 26)),
);
const countryNames = new Map<string, Map<string, string>>();

/** Country names in a language, to their English names (as positions carry them). */
const countriesIn = (language: string) => {
  let names = countryNames.get(language);
  if (names) return names;
  names = new Map();
  try {
    const local = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const code of REGION_CODES) {
      const name = local.of(code);
      const inEnglish = english.of(code);
      if (name && inEnglish && name !== code) names.set(name.toLowerCase(), inEnglish);
    }
  } catch {
    // a language Intl does not know: English names only
  }
  countryNames.set(language, names);
  return names;
};

const sameWords = (a: string, b: string) => analyze(a).join(' ') === analyze(b).join(' ');

/** The place of the index by exactly this name (a city first, then a region, then a country). */
export const knownPlace = async (
  index: IndexVocabulary,
  name: string,
): Promise<Suggestion | undefined> => {
  const found = (await index.suggestLocations({ prefix: name, limit: 8 })).filter(
    (suggestion) => suggestion.kind !== 'remote' && sameWords(suggestion.text, name),
  );
  const rank = { city: 0, region: 1, country: 2 } as Record<string, number>;
  return found.sort((a, b) => (rank[a.kind] ?? 3) - (rank[b.kind] ?? 3))[0];
};

/** What to look up for a piece of text: itself, then its exonyms and country names in English. */
export const placeCandidates = (text: string, language: string): readonly string[] => {
  const lowered = text.toLowerCase();
  const country = countriesIn(language).get(lowered) ?? countriesIn('en').get(lowered);
  return [...(CITY_EXONYMS[lowered] ?? []), ...(country ? [country] : []), text];
};

/** Written forms in scripts without spaces (Japanese, Chinese) found inside a message. */
export const scriptPlaceNames = (): readonly string[] =>
  Object.keys(CITY_EXONYMS).filter((name) => !/^[\p{Script=Latin}\s.'-]+$/u.test(name));

/** Country names of a language written in scripts without spaces. */
export const scriptCountryNames = (language: string): readonly string[] =>
  [...countriesIn(language).keys()].filter((name) =>
    /[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]/u.test(name),
  );
