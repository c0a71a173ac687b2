import type { ProfileLocation } from '@careers/shared';
import { countryCodeOf, englishCountryName, regionCountry } from './countries.ts';
import { findPlaces, type Place } from './places.ts';

const LABEL =
  /^(?:location|address|based in|city|lieu|adresse|localisation|wohnort|adresse|standort|ubicacion|ubicación|dirección|direccion|residenza|indirizzo|localização|morada|woonplaats|adres|miejsce zamieszkania|lokalizacja|адрес|город|местоположение)\s*[:：]?\s*/iu;

const toLocation = (place: Place): ProfileLocation => ({
  city: place.name,
  region: '',
  countryCode: place.countryCode,
  country: englishCountryName(place.countryCode),
  latitude: place.latitude,
  longitude: place.longitude,
});

/** A city name as a resume writes it, without a postal code ('75001 Paris', 'SW1A 1AA London'). */
const cityPart = (part: string) => part.replace(/\b[A-Z]{0,2}-?\d[\d\s-]{2,8}\b/g, '').trim();

/** 'City, Country', 'City, ST', 'Street 1, 00-950 City, Country', 'City (Country)'. */
const readPlace = (segment: string): ProfileLocation | null => {
  const text = segment.replace(LABEL, '').replace(/\(([^)]+)\)/, ', $1');
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2 || parts.length > 4) return null;
  const last = parts.at(-1)!;
  const countryCode = countryCodeOf(last) ?? regionCountry(last);
  if (!countryCode) return null;
  for (let index = parts.length - 2; index >= 0; index -= 1) {
    const name = cityPart(parts[index]!);
    if (!name || /\d/.test(name) || name.split(/\s+/).length > 4) continue;
    const inCountry = findPlaces(name).filter((place) => place.countryCode === countryCode);
    const isState = countryCode === 'US' && last.length === 2;
    const place = isState
      ? (inCountry.find((p) => p.adminCode === last) ?? inCountry[0])
      : inCountry[0];
    if (place) return toLocation(place);
  }
  return null;
};

/** The candidate's location from the lines where contact details sit, or null. */
export const readLocation = (lines: readonly string[]): ProfileLocation | null => {
  for (const line of lines)
    for (const segment of line.split(/\t| \| | • | · | ⋅ | – | — /)) {
      const location = readPlace(segment.trim());
      if (location) return location;
    }
  return null;
};
