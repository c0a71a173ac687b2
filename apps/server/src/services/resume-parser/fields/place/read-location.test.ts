import { describe, expect, it } from 'vitest';
import { readLocation } from './read-location.ts';

const place = (line: string, hints: string[] = []) => {
  const found = readLocation([line], hints)?.location;
  return found ? `${found.city}, ${found.countryCode}` : null;
};

describe('readLocation', () => {
  it('reads a two-letter country code as a country where it names no state of the city', () => {
    expect(place('560034, Bengaluru, Karnataka (IN)')).toBe('Bengaluru, IN');
    expect(place('Indianapolis, IN')).toBe('Indianapolis, US');
    expect(place('Austin, TX (US)')).toBe('Austin, US');
  });

  it('takes a city from a part only beside a code, a country or a postcode', () => {
    expect(place('Ashley Johnson - Resume')).toBeNull();
    expect(place('Julius Berger Nigeria Plc')).toBeNull();
    expect(place('New York NY')).toBe('New York, US');
    expect(place('Flat 3, 27 Clifton Road, Bristol BS8 1AB', ['GB'])).toBe('Bristol, GB');
  });

  it('reads a place set apart from the phone by a symbol', () => {
    expect(place('Bornova, İzmir ◆ +90 535 987 65 43 ◆ zeynep@example.com', ['TR'])).toBe(
      'İzmir, TR',
    );
  });

  it('reads a place behind the symbol drawn before it', () => {
    expect(place('⚲: Worcester, MA')).toBe('Worcester, US');
  });

  it('writes a city set in Turkish capitals with a plain i', () => {
    expect(place('İZMİR, TÜRKİYE')).toBe('Izmir, TR');
  });
});
