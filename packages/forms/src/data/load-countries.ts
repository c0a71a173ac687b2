import type { SelectChoice } from '@careers/shared/forms/index';

type Iso3166 = {
  data: Record<string, { name: string; sub: Record<string, { type: string; name: string }> }>;
};

let dataset: Promise<Iso3166> | null = null;

/** The ISO 3166 data is large: it loads on first use, in its own chunk. */
function loadDataset(): Promise<Iso3166> {
  dataset ??= import('iso-3166-2').then((module) => (module.default ?? module) as Iso3166);
  return dataset;
}

function regionNames(language: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    return null;
  }
}

/** Countries as ISO 3166-1 alpha-2 codes, named in the form's language and sorted by name. */
export async function loadCountryOptions(language: string): Promise<SelectChoice[]> {
  const { data } = await loadDataset();
  const names = regionNames(language);
  return Object.entries(data)
    .map(([code, country]) => ({ value: code, label: names?.of(code) ?? country.name }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

/** Subdivisions (states, provinces, regions) of a country as ISO 3166-2 codes. */
export async function loadStateOptions(countryCode: string, language: string): Promise<SelectChoice[]> {
  const { data } = await loadDataset();
  const country = data[countryCode.toUpperCase()];
  if (!country) return [];
  return Object.entries(country.sub)
    .map(([code, state]) => ({ value: code, label: state.name }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}
