/** Made by build/catalogue-maps.ts: the public catalogues' loaders, a map per language. */
declare module 'virtual:catalogues' {
  import type { Catalogue } from './translator.ts';

  type LanguageMap = { default: Record<string, () => Promise<{ default: Catalogue }>> };
  export const catalogueLanguages: Record<
    string,
    { namespaces: readonly string[]; load: () => Promise<LanguageMap> }
  >;
}
