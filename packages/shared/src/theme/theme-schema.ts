import { z } from 'zod';

/** One product's token values as sent: names and values are checked by `checkTheme`. */
export const themeTokenValuesSchema = z.record(z.string().max(100), z.string().max(500));
export type ThemeTokenValues = z.infer<typeof themeTokenValuesSchema>;

/** A theme: token values for every product (`default`) and for the careers site (`pcsx`). */
export const themeSchema = z.object({
  default: themeTokenValuesSchema.default({}),
  pcsx: themeTokenValuesSchema.default({}),
});
export type Theme = z.infer<typeof themeSchema>;
export type ThemeInput = z.input<typeof themeSchema>;
