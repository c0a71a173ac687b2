import { cssValueOf } from '@/lib/theme/apply-theme-tokens.ts';

/** A design token's name, as the browser's applyThemeTokens takes it. */
const TOKEN_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A value that stays one declaration inside a <style> element. */
const SAFE_VALUE = /^[^;{}<>\\]*$/;

/**
 * The tenant's theme as a `<style>` for the server-rendered page (the browser sets the same
 * tokens on the root element once the app runs): without it, a page would show the default
 * colours until then, or forever without JavaScript.
 */
export const themeStyle = (tokens: Readonly<Record<string, string>>): string => {
  const declarations = Object.entries(tokens)
    .filter(([name, value]) => TOKEN_NAME.test(name) && SAFE_VALUE.test(value))
    .map(([name, value]) => `--${name}:${cssValueOf(name, value.trim())}`);
  return declarations.length ? `<style>:root{${declarations.join(';')}}</style>` : '';
};
