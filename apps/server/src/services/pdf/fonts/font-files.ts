import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fontkit } from './fontkit.ts';
import { woffToSfnt } from './woff-to-sfnt.ts';

export type FontWeight = 400 | 700;

/** A font file that prints some characters, at both weights the resume uses. */
export type FontFile = {
  key: string;
  isRtl: boolean;
  covers: (codePoint: number) => boolean;
  bytes: (weight: FontWeight) => Uint8Array;
};

const read = (url: string) => new Uint8Array(readFileSync(fileURLToPath(url)));

const once = <T>(make: () => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

/** A whole Noto family (Google Fonts' TrueType files, from npm): what it covers is its cmap. */
const wholeFamily = (key: string, urls: Record<FontWeight, string>, isRtl = false): FontFile => {
  const bytes = { 400: once(() => read(urls[400])), 700: once(() => read(urls[700])) };
  const font = once(() => fontkit.create(Buffer.from(bytes[400]())));
  const covered = new Map<number, boolean>();
  return {
    key,
    isRtl,
    covers: (codePoint) => {
      let has = covered.get(codePoint);
      if (has === undefined) {
        has = font().hasGlyphForCodePoint(codePoint);
        covered.set(codePoint, has);
      }
      return has;
    },
    bytes: (weight) => bytes[weight](),
  };
};

type Range = [start: number, end: number];
const parseRanges = (text: string): Range[] =>
  text.split(',').map((part) => {
    const [start, end] = part.trim().replace(/^U\+/i, '').split('-');
    const first = Number.parseInt(start!, 16);
    return [first, end ? Number.parseInt(end, 16) : first];
  });

/**
 * A Noto family as Fontsource ships it: split in blocks of characters (its `unicode.json` says
 * which), so only the blocks a resume uses are read — Noto Sans SC is 10 MB a weight whole.
 */
const fontsourceBlocks = (family: string, blocksUrl: string, subsets?: string[]): FontFile[] => {
  const blocks = JSON.parse(readFileSync(fileURLToPath(blocksUrl), 'utf8')) as Record<
    string,
    string
  >;
  return Object.entries(blocks)
    .filter(([name]) => !subsets || subsets.includes(name))
    .map(([name, ranges]) => {
      const block = name.replace(/[[\]]/g, '');
      const parsed = parseRanges(ranges);
      const woff = (weight: FontWeight) =>
        new URL(`files/${family}-${block}-${weight}-normal.woff`, blocksUrl).href;
      const bytes = {
        400: once(() => woffToSfnt(read(woff(400)))),
        700: once(() => woffToSfnt(read(woff(700)))),
      };
      // a block's ranges may list characters its font has no glyph for (Noto Sans SC's list
      // Hangul syllables it does not draw): in range, and then in the font's cmap
      const font = once(() => fontkit.create(Buffer.from(bytes[400]())));
      return {
        key: `${family}/${block}`,
        isRtl: false,
        covers: (codePoint: number) =>
          parsed.some(([start, end]) => codePoint >= start && codePoint <= end) &&
          font().hasGlyphForCodePoint(codePoint),
        bytes: (weight: FontWeight) => bytes[weight](),
      };
    });
};

/**
 * The fonts that print every script of the product's languages, in the order they are tried:
 * Latin, Cyrillic, Greek and Vietnamese from Noto Sans, then one Noto family per script (Chinese
 * and Japanese from Noto Sans SC, Korean from Noto Sans KR). Each
 * family comes from the package whose files fontkit subsets cleanly, as rendering every script
 * showed: Google Fonts' static Noto Sans and Noto Sans Devanagari lose outlines when subsetted,
 * Fontsource's Arabic and Telugu blocks lose their contextual forms, Google Fonts' Noto Sans
 * Arabic its dots.
 */
const fontFiles = once((): FontFile[] => [
  ...fontsourceBlocks('noto-sans', import.meta.resolve('@fontsource/noto-sans/unicode.json'), [
    'latin',
    'latin-ext',
    'cyrillic',
    'cyrillic-ext',
    'greek',
    'greek-ext',
    'vietnamese',
  ]),
  // Noto Naskh Arabic: the static Noto Sans Arabic of Google Fonts draws its dots as marks,
  // which fontkit drops (علي printed as على)
  wholeFamily(
    'noto-naskh-arabic',
    {
      400: new URL(
        '../fonts/NotoNaskhArabic-Regular.ttf',
        import.meta.resolve('@embedpdf/fonts-arabic'),
      ).href,
      700: new URL(
        '../fonts/NotoNaskhArabic-Bold.ttf',
        import.meta.resolve('@embedpdf/fonts-arabic'),
      ).href,
    },
    true,
  ),
  wholeFamily(
    'noto-sans-hebrew',
    {
      400: import.meta
        .resolve('@expo-google-fonts/noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf'),
      700: import.meta
        .resolve('@expo-google-fonts/noto-sans-hebrew/700Bold/NotoSansHebrew_700Bold.ttf'),
    },
    true,
  ),
  ...fontsourceBlocks(
    'noto-sans-devanagari',
    import.meta.resolve('@fontsource/noto-sans-devanagari/unicode.json'),
    ['devanagari'],
  ),
  wholeFamily('noto-sans-telugu', {
    400: import.meta
      .resolve('@expo-google-fonts/noto-sans-telugu/400Regular/NotoSansTelugu_400Regular.ttf'),
    700: import.meta
      .resolve('@expo-google-fonts/noto-sans-telugu/700Bold/NotoSansTelugu_700Bold.ttf'),
  }),
  wholeFamily('noto-sans-thai', {
    400: import.meta
      .resolve('@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf'),
    700: import.meta.resolve('@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf'),
  }),
  ...fontsourceBlocks('noto-sans-sc', import.meta.resolve('@fontsource/noto-sans-sc/unicode.json')),
  // Hangul, which Noto Sans SC does not have
  ...fontsourceBlocks('noto-sans-kr', import.meta.resolve('@fontsource/noto-sans-kr/unicode.json')),
]);

const fileByCodePoint = new Map<number, FontFile | null>();

/** The first font file that has the character, or null when none has. */
export const fontFileFor = (codePoint: number): FontFile | null => {
  let file = fileByCodePoint.get(codePoint);
  if (file === undefined) {
    file = fontFiles().find((candidate) => candidate.covers(codePoint)) ?? null;
    fileByCodePoint.set(codePoint, file);
  }
  return file;
};
