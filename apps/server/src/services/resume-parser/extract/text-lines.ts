import { normalizeLineText } from './normalize-text.ts';
import { plainLine, type ResumeLine } from './resume-line.ts';

/** A line drawn under a heading in plain text: '=====', '-----', '~~~~', '____', '*****'. */
const UNDERLINE = /^\s*([=\-~_*#])\1{2,}\s*$/;

/**
 * Lines of plain text (a .txt file, a .doc's text, a fallback reader's output): a line after an
 * empty one opens a block, a line underlined with '===' or '---' is a heading, and the rule
 * itself is dropped.
 */
export const textLines = (text: string): ResumeLine[] => {
  const lines: ResumeLine[] = [];
  let isAfterGap = true;
  for (const raw of text.replace(/\r\n?/g, '\n').split(/\n|\u2028|\u2029/)) {
    if (UNDERLINE.test(raw)) {
      const last = lines.at(-1);
      if (last && !isAfterGap) lines[lines.length - 1] = { ...last, isHeading: true };
      isAfterGap = true;
      continue;
    }
    const text = normalizeLineText(raw);
    if (!text || /^[=\-~_*#|+\s]+$/.test(text)) {
      isAfterGap = true;
      continue;
    }
    lines.push(plainLine(text, { startsBlock: isAfterGap }));
    isAfterGap = false;
  }
  return lines;
};
