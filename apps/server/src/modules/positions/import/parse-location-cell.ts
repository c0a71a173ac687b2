import type { PositionLocationInput } from '@careers/shared';

export type ParsedLocations = { locations: PositionLocationInput[]; hasRemote: boolean };

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** English country names to ISO 3166-1 codes, from the runtime's own CLDR data. */
const countryCodes = (() => {
  const byName = new Map<string, string>();
  for (let first = 65; first <= 90; first += 1) {
    for (let second = 65; second <= 90; second += 1) {
      const code = String.fromCharCode(first, second);
      const name = regionNames.of(code);
      if (name && name !== 'Unknown Region') byName.set(name.toLowerCase(), code);
    }
  }
  return byName;
})();

const COORDINATES = /\[\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*\]\s*$/;

/** "DE" or "Germany": the country's name and code when the runtime knows it. */
const toCountry = (text: string) => {
  if (/^[A-Za-z]{2}$/.test(text)) {
    const code = text.toUpperCase();
    const name = regionNames.of(code);
    if (name) return { country: name, countryCode: code };
  }
  return { country: text, countryCode: countryCodes.get(text.toLowerCase()) ?? null };
};

const parseEntry = (entry: string): PositionLocationInput => {
  const coordinates = COORDINATES.exec(entry);
  const place = (coordinates ? entry.slice(0, coordinates.index) : entry).trim();
  const parts = place.split(',').map((part) => part.trim());
  const located = coordinates
    ? { latitude: Number(coordinates[1]), longitude: Number(coordinates[2]) }
    : {};
  if (parts.length < 2) return { displayName: place, ...located };
  const city = parts[0]!;
  const region = parts.length > 2 ? parts.slice(1, -1).join(', ') : null;
  return { displayName: place, city, region, ...toCountry(parts.at(-1)!), ...located };
};

/**
 * The readable form of a CSV `locations` cell: places separated by `;` or `|`, each
 * `City, Country`, `City, Region, Country` or a single name, the country as a name or a
 * two-letter code, optionally followed by `[latitude, longitude]`. `Remote` stands for remote
 * work rather than a place. Example: `Berlin, Germany [52.52, 13.405]; Austin, Texas, US; Remote`.
 */
export const parseLocationCell = (cell: string): ParsedLocations => {
  const entries = cell
    .split(/[;|]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  const places = entries.filter((entry) => entry.toLowerCase() !== 'remote');
  return { locations: places.map(parseEntry), hasRemote: places.length < entries.length };
};
