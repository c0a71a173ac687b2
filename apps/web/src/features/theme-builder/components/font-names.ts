import { FONT_STACKS } from '@careers/shared';

/** The catalogue key of each offered font stack's name, in the order of FONT_STACKS. */
const FONT_KEYS = ['system', 'helvetica', 'georgia', 'trebuchet', 'rounded', 'mono'] as const;

export const fontChoices = FONT_STACKS.map((stack, index) => ({
  stack,
  key: `font.${FONT_KEYS[index] ?? 'system'}` as const,
}));
