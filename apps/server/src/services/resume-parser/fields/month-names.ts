/**
 * Month names and their common abbreviations, folded, by language; each string lists January to
 * December, forms of one month separated by '/'. Slavic languages also write the genitive.
 */
const MONTHS_BY_LANGUAGE = [
  'jan/january|feb/february|mar/march|apr/april|may|jun/june|jul/july|aug/august|sep/sept/september|oct/october|nov/november|dec/december',
  'janv/janvier|fevr/fev/fevrier|mars|avr/avril|mai|juin|juil/juillet|aout|sept/septembre|oct/octobre|nov/novembre|dec/decembre',
  'jan/januar/janner|feb/februar|mar/marz|apr/april|mai|jun/juni|jul/juli|aug/august|sep/sept/september|okt/oktober|nov/november|dez/dezember',
  'ene/enero|feb/febrero|mar/marzo|abr/abril|may/mayo|jun/junio|jul/julio|ago/agosto|sep/sept/septiembre/setiembre|oct/octubre|nov/noviembre|dic/diciembre',
  'gen/gennaio|feb/febbraio|mar/marzo|apr/aprile|mag/maggio|giu/giugno|lug/luglio|ago/agosto|set/settembre|ott/ottobre|nov/novembre|dic/dicembre',
  'jan/janeiro|fev/fevereiro|mar/marco|abr/abril|mai/maio|jun/junho|jul/julho|ago/agosto|set/setembro|out/outubro|nov/novembro|dez/dezembro',
  'jan/januari|feb/februari|mrt/maart|apr/april|mei|jun/juni|jul/juli|aug/augustus|sep/september|okt/oktober|nov/november|dec/december',
  'sty/styczen/stycznia|lut/luty/lutego|mar/marzec/marca|kwi/kwiecien/kwietnia|maj/maja|cze/czerwiec/czerwca|lip/lipiec/lipca|sie/sierpien/sierpnia|wrz/wrzesien/wrzesnia|paz/pazdziernik/pazdziernika|lis/listopad/listopada|gru/grudzien/grudnia',
  'янв/январь/января|фев/февраль/февраля|мар/март/марта|апр/апрель/апреля|маи/мая|июн/июнь/июня|июл/июль/июля|авг/август/августа|сен/сент/сентябрь/сентября|окт/октябрь/октября|ноя/ноябрь/ноября|дек/декабрь/декабря',
  'jan/januari|feb/februari|mar/mars|apr/april|maj|jun/juni|jul/juli|aug/augusti|sep/september|okt/oktober|nov/november|dec/december',
  'oca/ocak|sub/subat|mar/mart|nis/nisan|may/mayis|haz/haziran|tem/temmuz|agu/agustos|eyl/eylul|eki/ekim|kas/kasim|ara/aralik',
  // Arabic as Egypt, the Gulf and the Maghreb write it, then as the Levant and Iraq do (folded:
  // no hamza)
  'يناير/جانفي|فبراير/فيفري|مارس|ابريل/افريل|مايو/ماي|يونيو/يونيه/جوان|يوليو/يوليه/جويلية|اغسطس/اوت|سبتمبر|اكتوبر|نوفمبر|ديسمبر',
  'كانون الثاني|شباط|اذار|نيسان|ايار|حزيران|تموز|اب|ايلول|تشرين الاول|تشرين الثاني|كانون الاول',
  'ינואר|פברואר|מרץ/מרס|אפריל|מאי|יוני|יולי|אוגוסט|ספטמבר|אוקטובר|נובמבר|דצמבר',
];

/** Folded month name → month number (1–12). */
export const MONTH_NUMBERS: ReadonlyMap<string, number> = new Map(
  MONTHS_BY_LANGUAGE.flatMap((language) =>
    language
      .split('|')
      .flatMap((forms, index) => forms.split('/').map((name) => [name, index + 1] as const)),
  ),
);
