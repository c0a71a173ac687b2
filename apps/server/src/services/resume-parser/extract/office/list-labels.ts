/** A list level's numbering, as both formats describe it. */
export type NumberFormat =
  | 'bullet'
  | 'none'
  | 'decimal'
  | 'decimalZero'
  | 'lowerLetter'
  | 'upperLetter'
  | 'lowerRoman'
  | 'upperRoman';

export const BULLET_LABEL = '• ';

const ROMAN: [number, string][] = [
  [1000, 'm'],
  [900, 'cm'],
  [500, 'd'],
  [400, 'cd'],
  [100, 'c'],
  [90, 'xc'],
  [50, 'l'],
  [40, 'xl'],
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
];

const roman = (value: number) => {
  let rest = value;
  let text = '';
  for (const [step, digits] of ROMAN)
    while (rest >= step) {
      text += digits;
      rest -= step;
    }
  return text;
};

/** a … z, then aa … zz, as Word and Writer count on past z. */
const letters = (value: number) => {
  const letter = String.fromCharCode(97 + ((value - 1) % 26));
  return letter.repeat(Math.floor((value - 1) / 26) + 1);
};

/** A counter's value shown in the level's format. */
export const formatNumber = (value: number, format: NumberFormat): string => {
  if (value < 1 && format !== 'decimal' && format !== 'decimalZero') return String(value);
  switch (format) {
    case 'decimalZero':
      return value < 10 ? `0${value}` : String(value);
    case 'lowerLetter':
      return letters(value);
    case 'upperLetter':
      return letters(value).toUpperCase();
    case 'lowerRoman':
      return roman(value);
    case 'upperRoman':
      return roman(value).toUpperCase();
    case 'bullet':
    case 'none':
      return '';
    default:
      return String(value);
  }
};

/**
 * Counters of one list: a level's counter goes up with each item on it and the deeper levels
 * start again, as both Word and Writer count.
 */
export const createListCounters = () => {
  const values: number[] = [];
  return {
    /** Counts an item on `level` (or sets it to `value`) and gives every level's value down to it. */
    next: (level: number, startOf: (level: number) => number, value?: number) => {
      const counted = values[level] === undefined ? startOf(level) : values[level] + 1;
      values[level] = value ?? counted;
      values.length = level + 1;
      return Array.from({ length: level + 1 }, (_, index) => values[index] ?? startOf(index));
    },
  };
};
