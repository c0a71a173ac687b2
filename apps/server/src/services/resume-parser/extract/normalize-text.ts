/** C0 and C1 control characters but tab and line feed; NUL among them (PostgreSQL refuses it). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
/**
 * Soft hyphens, zero-width spaces and joiners that carry no letter, byte order marks, and the
 * marks that set a run's direction (a Word document isolates a phone number in an Arabic line).
 */
const INVISIBLE = /[\u00ad\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff\ufffe\ufffc]/g;
/** Icon fonts draw their glyphs from the private use areas: an envelope, a phone, a pin. */
const PRIVATE_USE = /[\ue000-\uf8ff]|[\u{f0000}-\u{ffffd}]|[\u{100000}-\u{10fffd}]/gu;
/**
 * Pictographs set before contact details and headings (✉ ☎ ⌂ 📞 📍 🎓 💼 ★ ☆ ✆): never part of
 * a field. Checkmarks and arrows that open a line are bullets, and become one.
 */
const ICONS =
  /[\u2302\u2605\u2606\u260e\u260f\u2706\u2709\u270d\u2302\u23f0-\u23ff\u2b50]|[\u{1f300}-\u{1faff}]|[\u{1f000}-\u{1f2ff}]|\ufe0f/gu;
const LINE_START_BULLET =
  /^[\s]*(?:[\u2022\u2023\u2043\u2219\u25aa-\u25ab\u25cf\u25cb\u25e6\u25a0\u25a1\u25ba\u25b8\u25b6\u27a2\u27a4\u2794\u2192\u2713\u2714\u2716\u2717\u2043\u2013\u2014\u00b7*o§-])(?:\s+|$)/u;

/** A run of four or more letters or digits set one by one with spaces between ('S K I L L S'). */
const SPACED_RUN =
  /(?<![\p{L}\p{N}])(?:[\p{L}\p{N}&.-]{1,2} ){3,}[\p{L}\p{N}&.-]{1,2}(?![\p{L}\p{N}])/gu;

/**
 * Letter-spaced text joined again: a PDF of a heading set with wide letter spacing gives its
 * letters apart ('E X P E R I E N C E', kerned pairs 'S U M M A RY'), and a plain-text resume
 * writes headings the same way. The gaps between words are lost with them, so the run becomes
 * one word ('WORKEXPERIENCE'), which the heading reader also knows. A run is letter-spaced when
 * most of its pieces are single letters, so 'I am a UX' stays as it is.
 */
const joinSpacedLetters = (run: string) => {
  const pieces = run.split(' ');
  const single = pieces.filter((piece) => [...piece].length === 1).length;
  return single >= pieces.length * 0.7 ? pieces.join('') : run;
};

/** A bullet that opens a line written '• ' ('- item', '▪ item', '✓ item'). */
export const markLineBullet = (line: string): string => line.replace(LINE_START_BULLET, '• ');

/**
 * A resume's text as the field readers want it, whatever the file's encoding did: compatibility
 * forms folded (ligatures ﬁ ﬂ, full-width digits and @, Arabic presentation forms), control and
 * invisible characters and icon glyphs dropped, a bullet that opens a line written '• ', white
 * space folded to single spaces around tabs. A piece of a line (a PDF's text item) may not start
 * its line: a dash that opens it is a range's or a title's dash ('Teacher – Cairo', drawn a
 * glyph an item), where another bullet sign still opens an item ('• SMAW ⇥ ▸ FCAW').
 */
export const normalizeLineText = (text: string, isLineStart = true): string =>
  text
    .normalize('NFKC')
    .replace(CONTROLS, (char) => (char === '\u000b' || char === '\u000c' ? ' ' : ''))
    .replace(INVISIBLE, '')
    .replace(PRIVATE_USE, ' ')
    .replace(ICONS, ' ')
    .replace(LINE_START_BULLET, (bullet) => (isLineStart || !/[–—-]/u.test(bullet) ? '• ' : bullet))
    .replace(/[ \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+/g, ' ')
    .replace(SPACED_RUN, joinSpacedLetters)
    .replace(/ *\t[\t ]*/g, '\t')
    .replace(/^[\t ]+|[\t ]+$/g, '');
