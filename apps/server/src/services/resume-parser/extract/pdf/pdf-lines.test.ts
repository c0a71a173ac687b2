import { describe, expect, it } from 'vitest';
import type { PdfItem } from './pdf-items.ts';
import { lineText, type PageLine } from './pdf-lines.ts';

const item = (text: string, x0: number, x1: number): PdfItem => ({
  text,
  x0,
  x1,
  y: 700,
  size: 9,
  isBold: false,
});
const line = (items: PdfItem[]): PageLine => ({ y: 700, size: 9, items });

describe('lineText', () => {
  it('sets skill tags drawn a little more than an em apart into cells', () => {
    const tags = [
      item('AutoCAD', 91.1, 128.1),
      item('Revit', 139, 158.5),
      item('Quantity take-off', 169.4, 231.4),
    ];
    expect(lineText(line(tags))).toBe('AutoCAD\tRevit\tQuantity take-off');
  });

  it('keeps words a word space apart in one run', () => {
    const words = [item('Site', 100, 115), item('Engineer', 117.5, 150)];
    expect(lineText(line(words))).toBe('Site Engineer');
  });
});
