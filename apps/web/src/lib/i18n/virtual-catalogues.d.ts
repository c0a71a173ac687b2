/** Made by build/catalogue-maps.ts: the public catalogues' loaders, a map per language. */
declare module 'virtual:catalogues' {
  import type { ResourceKey } from 'i18next';

  type LanguageMap = { default: Record<string, () => Promise<{ default: ResourceKey }>> };
  export const catalogueLanguages: Record<
    string,
    { namespaces: readonly string[]; load: () => Promise<LanguageMap> }
  >;
}
