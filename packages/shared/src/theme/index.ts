export * from './theme-catalogue.ts';
export * from './theme-schema.ts';
export * from './theme-sections.ts';
export * from './theme-values.ts';
