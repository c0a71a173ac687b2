import { escapeRegExp } from '../text/escape-reg-exp.ts';
import { MESSAGE_INTERPOLATION } from './message-placeholders.ts';

type Tree = { readonly [key: string]: unknown };

/** The value at a dotted path (`navbar.signIn`), or at the whole key where a tree has it flat. */
export const valueAtPath = (tree: Tree | undefined, path: string): unknown => {
  if (!tree) return undefined;
  let value: unknown = tree;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return tree[path];
    value = (value as Tree)[part];
  }
  return value ?? tree[path];
};

type Delimiters = { readonly prefix: string; readonly suffix: string };

/**
 * A filler of placeholders between `prefix` and `suffix`: a name (trimmed, dotted or flat) with a
 * value is replaced by it, a null one by nothing, one without a value stays as written. Values
 * are not escaped (React and the server's pages escape what they print) nor read again.
 */
export const createPlaceholderFiller = ({ prefix, suffix }: Delimiters) => {
  const pattern = new RegExp(`${escapeRegExp(prefix)}(.+?)${escapeRegExp(suffix)}`, 'g');
  return (text: string, values: Tree): string =>
    text.includes(prefix)
      ? text.replace(pattern, (placeholder, name: string) => {
          const value = valueAtPath(values, name.trim());
          if (value === undefined) return placeholder;
          return value === null ? '' : String(value as string | number);
        })
      : text;
};

/**
 * Fills the product's `%(name)s` placeholders: the one rule of every message, the web app's
 * translator and the form toolkit's messages alike (i18next, which reads the same, stays on the
 * server).
 */
export const fillPlaceholders = createPlaceholderFiller(MESSAGE_INTERPOLATION);
