import { THEME_TOKEN_BY_NAME } from '@careers/shared';

/** An image token holds an address; the property needs it as `url("…")` (the catalogue's rule
 * already refused anything that could end the string early). */
export const cssValueOf = (name: string, value: string) =>
  THEME_TOKEN_BY_NAME.get(name)?.kind === 'image' && value !== 'none' ? `url("${value}")` : value;

/**
 * A tenant theme is a set of design-token overrides (`{ "color-primary": "#0b6e4f" }`). They are
 * set as custom properties on the document root through the CSSOM, which the strict CSP allows.
 * Returns a function removing them again.
 */
export const applyThemeTokens = (
  tokens: Readonly<Record<string, string>>,
  root: HTMLElement = document.documentElement,
): (() => void) => {
  const applied: string[] = [];
  for (const [name, value] of Object.entries(tokens)) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) continue;
    const property = `--${name}`;
    root.style.setProperty(property, cssValueOf(name, value));
    applied.push(property);
  }
  return () => {
    for (const property of applied) root.style.removeProperty(property);
  };
};
