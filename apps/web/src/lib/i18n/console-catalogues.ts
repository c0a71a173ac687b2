import type { Catalogue } from './translator.ts';

/**
 * The employer console's catalogues (`employer`, `employer-*`), apart from the public pages': this
 * map is loaded with the first console catalogue, so the public pages' first load does not carry
 * an entry per console namespace and language.
 */
export const consoleCatalogues = import.meta.glob<{ default: Catalogue }>(
  '../../locales/*/employer*.json',
);
