import {
  AlignmentType,
  Document,
  LevelFormat,
  Packer,
  type ISectionOptions,
  type IStylesOptions,
} from 'docx';
import type { ResumeLine } from '../../resume-line.ts';
import { readDocxLines } from './read-docx-lines.ts';

type Section = Pick<ISectionOptions, 'children' | 'headers' | 'footers' | 'properties'>;

/** A numbered list ("1.", then "a)" one level down) and a bulleted one. */
const NUMBERING = {
  config: [
    {
      reference: 'steps',
      levels: [
        { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START },
        { level: 1, format: LevelFormat.LOWER_LETTER, text: '%2)', alignment: AlignmentType.START },
      ],
    },
    {
      reference: 'dots',
      levels: [{ level: 0, format: LevelFormat.BULLET, text: '\u2022' }],
    },
  ],
};

/** The lines of a Word document written by the `docx` package, body text 11 pt as Word's Normal style sets it. */
export const docx = async (section: Section, styles: IStylesOptions = {}) =>
  readDocxLines(
    new Uint8Array(
      await Packer.toBuffer(
        new Document({
          styles: { default: { document: { run: { size: 22 } } }, ...styles },
          numbering: NUMBERING,
          sections: [section],
        }),
      ),
    ),
  );

export const texts = (lines: ResumeLine[] | null) => lines?.map((line) => line.text);
export const lineOf = (lines: ResumeLine[] | null, text: string) =>
  lines?.find((line) => line.text === text);
