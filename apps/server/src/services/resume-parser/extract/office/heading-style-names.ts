/**
 * The built-in heading, title and subtitle styles by their names in the languages Word and
 * LibreOffice are localised into. Word keeps a built-in style's own name in English ("heading 1")
 * but derives its styleId from the localised name with the letters outside ASCII dropped
 * ("berschrift1" for "Überschrift 1", "Ttulo1" for "Título 1"); other writers store the localised
 * name itself. Both forms are matched.
 */
const HEADING_WORDS = [
  'Heading',
  'Überschrift',
  'Titre',
  'Título',
  'Titolo',
  'Títol',
  'Kop',
  'Nagłówek',
  'Rubrik',
  'Overskrift',
  'Otsikko',
  'Nadpis',
  'Címsor',
  'Titlu',
  'Naslov',
  'Pealkiri',
  'Virsraksts',
  'Antraštė',
  'Başlık',
  'Заголовок',
  'Заглавие',
  'Επικεφαλίδα',
  'כותרת',
  'عنوان',
  'Đầu đề',
  'Judul',
  'หัวเรื่อง',
  '見出し',
  '标题',
  '標題',
  '제목',
];

const TITLE_NAMES = [
  'Title',
  'Titel',
  'Titre',
  'Título',
  'Titolo',
  'Tytuł',
  'Tittel',
  'Název',
  'Cím',
  'Konu Başlığı',
  'Название',
  'Заглавие',
  'Τίτλος',
  'العنوان',
  'כותרת',
  'Tiêu đề',
  'Judul',
  '表題',
  '标题',
  '標題',
  '제목',
];

const SUBTITLE_NAMES = [
  'Subtitle',
  'Untertitel',
  'Sous-titre',
  'Subtítulo',
  'Sottotitolo',
  'Subtítol',
  'Ondertitel',
  'Podtytuł',
  'Underrubrik',
  'Undertitel',
  'Undertittel',
  'Alaotsikko',
  'Podtitul',
  'Podnadpis',
  'Alcím',
  'Subtitlu',
  'Alt Konu Başlığı',
  'Подзаголовок',
  'Υπότιτλος',
  'العنوان الفرعي',
  'כותרת משנה',
  'Phụ đề',
  'Subjudul',
  '副題',
  '副标题',
  '副標題',
  '부제',
];

/** Lower case, spaces and punctuation gone, accents folded (the name) or dropped (the styleId). */
const folded = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/gi, 'l')
    .replace(/[\s\-_.]+/g, '')
    .toLowerCase();
const asciiOnly = (name: string) => name.replace(/[^a-z0-9]/gi, '').toLowerCase();

/** Not an ASCII form of two letters or fewer (what is left of "Đầu đề"): it would match anything. */
const keys = (names: string[]) =>
  new Set(
    names.flatMap((name) => [
      folded(name),
      ...(asciiOnly(name).length > 2 ? [asciiOnly(name)] : []),
    ]),
  );

const HEADINGS = keys(HEADING_WORDS);
const TITLES = keys([...TITLE_NAMES, ...SUBTITLE_NAMES]);

/** "Heading 1" to "Heading 9", "Überschrift 3", "berschrift3", "Titre 2", "Title", "Untertitel"… */
export const isHeadingStyleName = (name: string) => {
  const key = folded(name.replace(/_20_/g, ' '));
  const level = /^(.*?)([1-9])$/.exec(key);
  if (level !== null && HEADINGS.has(level[1]!)) return true;
  return TITLES.has(key);
};
