import { lengthInPoints } from '../box-region.ts';
import { firstElement, type XmlElement } from '../xml-tree.ts';

/** Text properties once resolved: a size in points, the weight, capitals, shown or not. */
export type TextProperties = {
  size: number;
  isBold: boolean;
  /** fo:text-transform="uppercase" and fo:font-variant="small-caps", kept apart as ODF sets them. */
  isUppercase: boolean;
  isSmallCaps: boolean;
  isHidden: boolean;
};

/** Writer's own default size when neither the default style nor any other sets one. */
export const WRITER_DEFAULT_TEXT: TextProperties = {
  size: 12,
  isBold: false,
  isUppercase: false,
  isSmallCaps: false,
  isHidden: false,
};

const weightIsBold = (weight: string) => {
  if (weight === 'bold') return true;
  if (weight === 'normal') return false;
  const numeric = Number(weight);
  return Number.isFinite(numeric) ? numeric >= 700 : undefined;
};

/** A size relative to the one inherited ("130%") or in a length ("14pt", "0.5cm"). */
const sizeOf = (fontSize: string, inherited: number) => {
  const percent = /^\s*([0-9.]+)\s*%\s*$/.exec(fontSize);
  if (percent !== null) return (inherited * Number(percent[1])) / 100;
  return lengthInPoints(fontSize) ?? inherited;
};

/** A style's style:text-properties applied over the properties it inherits. */
export const applyTextProperties = (
  style: XmlElement | undefined,
  inherited: TextProperties,
): TextProperties => {
  const attributes = firstElement(style, 'style:text-properties')?.attributes;
  if (attributes === undefined) return inherited;
  const fontSize = attributes['fo:font-size'];
  const weight = attributes['fo:font-weight'];
  const transform = attributes['fo:text-transform'];
  const variant = attributes['fo:font-variant'];
  const display = attributes['text:display'];
  return {
    size:
      fontSize === undefined
        ? inherited.size
        : Math.round(sizeOf(fontSize, inherited.size) * 100) / 100,
    isBold: (weight === undefined ? undefined : weightIsBold(weight)) ?? inherited.isBold,
    isUppercase: transform === undefined ? inherited.isUppercase : transform === 'uppercase',
    isSmallCaps: variant === undefined ? inherited.isSmallCaps : variant === 'small-caps',
    isHidden: display === undefined ? inherited.isHidden : display === 'none',
  };
};
