/** Made by build/catalogue-maps.ts: the public catalogues' loaders, a map per language. */
declare module 'virtual:catalogues' {
  type CatalogueModule = { default: import('i18next').ResourceKey };
  type LanguageMap = { default: Record<string, () => Promise<CatalogueModule>> };
  export const catalogueLanguages: Record<
    string,
    { namespaces: readonly string[]; load: () => Promise<LanguageMap> }
  >;
}
