import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import {
  FONT_STACKS,
  THEME_TOKEN_BY_NAME,
  THEME_TOKENS,
  type ThemeToken,
} from './theme-catalogue.ts';
import type { ThemeProduct } from './theme-sections.ts';
import type { Theme, ThemeTokenValues } from './theme-schema.ts';

extend([a11yPlugin]);

/** WCAG 2.x AA for body text. */
export const MIN_CONTRAST = 4.5;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const PIXELS = /^(\d{1,3})px$/;
// A same-site path or an https address, with nothing that could close `url("…")` early.
const IMAGE = /^(?:https:\/\/[a-z0-9.-]+(?::\d+)?\/|\/)[^\s"'()\\<>]*$/i;
const MAX_PIXELS = { radius: 48, space: 64, size: 640 } as const;

/** Why a value does not fit its token (an English message), or null when it fits. */
export const checkTokenValue = (token: ThemeToken, value: string): string | null => {
  switch (token.kind) {
    case 'color':
      return HEX.test(value) ? null : 'Use a colour written as #rrggbb.';
    case 'radius':
    case 'space':
    case 'size': {
      const max = MAX_PIXELS[token.kind];
      const pixels = PIXELS.exec(value);
      return pixels && Number(pixels[1]) <= max ? null : `Use a size from 0px to ${max}px.`;
    }
    case 'font':
      return (FONT_STACKS as readonly string[]).includes(value)
        ? null
        : 'Choose one of the offered fonts.';
    case 'image':
      return value === 'none' || (value.length <= 500 && IMAGE.test(value))
        ? null
        : 'Use an https address or a path on this site.';
  }
};

/** The tokens the careers site uses: every product's values, then the careers site's own. */
export const tokensOfProduct = (theme: Theme, product: ThemeProduct): ThemeTokenValues =>
  product === 'pcsx' ? { ...theme.default, ...theme.pcsx } : { ...theme.default };

/** A token's value with the theme's values over the defaults, references followed. */
export const resolveToken = (
  values: ThemeTokenValues,
  name: string,
  depth = 0,
): string | undefined => {
  const own = values[name];
  if (own !== undefined) return own;
  const token = THEME_TOKEN_BY_NAME.get(name);
  if (!token || depth > 8) return undefined;
  return 'value' in token.default
    ? token.default.value
    : resolveToken(values, token.default.ref, depth + 1);
};

/** The contrast of two colours (1 to 21), or null when either is not a colour. */
export const contrastOf = (foreground: string, background: string): number | null => {
  const a = colord(foreground);
  const b = colord(background);
  return a.isValid() && b.isValid() ? a.contrast(b) : null;
};

export type ThemeFieldErrors = Record<string, string>;

/**
 * Every problem of a theme, keyed `<product>.<token>`: unknown tokens, values that do not fit
 * their kind, and text colours under AA contrast with what they sit on. Empty when it is fine.
 */
export const checkTheme = (theme: Theme): ThemeFieldErrors => {
  const errors: ThemeFieldErrors = {};
  for (const product of ['default', 'pcsx'] as const) {
    for (const [name, value] of Object.entries(theme[product])) {
      const token = THEME_TOKEN_BY_NAME.get(name);
      if (!token) errors[`${product}.${name}`] = 'There is no such design token.';
      else if (product === 'default' && token.section.startsWith('pcsx_'))
        errors[`${product}.${name}`] = 'This token belongs to the careers site (pcsx) only.';
      else {
        const problem = checkTokenValue(token, value);
        if (problem) errors[`${product}.${name}`] = problem;
      }
    }
  }
  if (Object.keys(errors).length > 0) return errors;
  for (const product of ['default', 'pcsx'] as const) {
    const values = tokensOfProduct(theme, product);
    for (const token of THEME_TOKENS) {
      if (!token.contrastWith) continue;
      // The careers site's pass judges only pairs it changes; the rest were judged under default.
      if (product === 'pcsx' && !(token.name in theme.pcsx) && !(token.contrastWith in theme.pcsx))
        continue;
      const ratio = contrastOf(
        resolveToken(values, token.name) ?? '',
        resolveToken(values, token.contrastWith) ?? '',
      );
      if (ratio !== null && ratio < MIN_CONTRAST) {
        // Blame the value the theme sets; when it sets neither, the background.
        const key =
          token.name in theme[product] || !(token.contrastWith in theme[product])
            ? token.name
            : token.contrastWith;
        errors[`${product}.${key}`] ??=
          `Contrast ${ratio.toFixed(2)}:1 is below ${MIN_CONTRAST}:1 (WCAG AA).`;
      }
    }
  }
  return errors;
};
