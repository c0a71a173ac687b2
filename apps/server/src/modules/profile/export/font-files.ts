import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { woffToSfnt } from './woff-to-sfnt.ts';

export type FontWeight = 400 | 700;
type Range = [start: number, end: number];
/** One file of a Fontsource package: a family cut down to one block of characters. */
export type FontFile = {
  key: string;
  family: string;
  subset: string;
  ranges: Range[];
  isRtl: boolean;
};

/**
 * The Noto families that print every script of the product's languages, from npm (Fontsource
 * ships each family split by blocks of characters, with the blocks in `unicode.json`). Earlier
 * families win: Latin, Cyrillic and Greek from Noto Sans, then one family per script.
 */
const FAMILIES: { family: string; blocks: string; subsets?: string[]; isRtl?: boolean }[] = [
  {
    family: 'noto-sans',
    blocks: import.meta.resolve('@fontsource/noto-sans/unicode.json'),
    subsets: ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'],
  },
  {
    family: 'noto-sans-arabic',
    blocks: import.meta.resolve('@fontsource/noto-sans-arabic/unicode.json'),
    subsets: ['arabic'],
    isRtl: true,
  },
  {
    family: 'noto-sans-hebrew',
    blocks: import.meta.resolve('@fontsource/noto-sans-hebrew/unicode.json'),
    subsets: ['hebrew'],
    isRtl: true,
  },
  {
    family: 'noto-sans-devanagari',
    blocks: import.meta.resolve('@fontsource/noto-sans-devanagari/unicode.json'),
    subsets: ['devanagari'],
  },
  {
    family: 'noto-sans-telugu',
    blocks: import.meta.resolve('@fontsource/noto-sans-telugu/unicode.json'),
    subsets: ['telugu'],
  },
  {
    family: 'noto-sans-thai',
    blocks: import.meta.resolve('@fontsource/noto-sans-thai/unicode.json'),
    subsets: ['thai'],
  },
  // Chinese, and the Japanese and Korean characters Noto Sans SC holds, in about a hundred blocks
  { family: 'noto-sans-sc', blocks: import.meta.resolve('@fontsource/noto-sans-sc/unicode.json') },
];

const parseRanges = (text: string): Range[] =>
  text.split(',').map((part) => {
    const [start, end] = part.trim().replace(/^U\+/i, '').split('-');
    const first = Number.parseInt(start!, 16);
    return [first, end ? Number.parseInt(end, 16) : first];
  });

const resolve = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));

let files: FontFile[] | undefined;

/** Every font file, in the order they are tried; read from the packages once. */
export const fontFiles = (): FontFile[] =>
  (files ??= FAMILIES.flatMap(({ family, blocks: blocksUrl, subsets, isRtl = false }) => {
    const blocks = JSON.parse(readFileSync(fileURLToPath(blocksUrl), 'utf8')) as Record<
      string,
      string
    >;
    return Object.entries(blocks)
      .filter(([subset]) => !subsets || subsets.includes(subset))
      .map(([subset, ranges]) => ({
        key: `${family}/${subset}`,
        family,
        subset: subset.replace(/[[\]]/g, ''),
        ranges: parseRanges(ranges),
        isRtl,
      }));
  }));

export const covers = (file: FontFile, codePoint: number) =>
  file.ranges.some(([start, end]) => codePoint >= start && codePoint <= end);

const fileByCodePoint = new Map<number, FontFile | null>();

/** The first font file that has the character, or null when none has. */
export const fontFileFor = (codePoint: number): FontFile | null => {
  let file = fileByCodePoint.get(codePoint);
  if (file === undefined) {
    file = fontFiles().find((candidate) => covers(candidate, codePoint)) ?? null;
    fileByCodePoint.set(codePoint, file);
  }
  return file;
};

const bytesByPath = new Map<string, Uint8Array>();

/** A font file at a weight, unwrapped from its WOFF once (pdf-lib subsets it on embedding). */
export const fontBytes = (file: FontFile, weight: FontWeight): Uint8Array => {
  const path = resolve(
    `@fontsource/${file.family}/files/${file.family}-${file.subset}-${weight}-normal.woff`,
  );
  let bytes = bytesByPath.get(path);
  if (!bytes) {
    bytes = woffToSfnt(new Uint8Array(readFileSync(path)));
    bytesByPath.set(path, bytes);
  }
  return bytes;
};
