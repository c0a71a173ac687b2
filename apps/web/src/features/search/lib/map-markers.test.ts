import { describe, expect, it } from 'vitest';
import { boundsParam, clusterSize, isValidMarker } from './map-markers.ts';

const marker = (lat: number, lng: number) => ({
  id: 'x',
  latlong: { lat, lng },
  count: 1,
  location: 'x',
  is_remote: false,
});

describe('map markers', () => {
  it('sizes clusters by count: single, under 10, under 60, else large', () => {
    expect([1, 2, 9, 10, 59, 60, 500].map(clusterSize)).toEqual([
      'single',
      'small',
      'small',
      'medium',
      'medium',
      'large',
      'large',
    ]);
  });

  it('drops markers whose coordinates are not numbers in range', () => {
    expect(isValidMarker(marker(48.8, 2.3))).toBe(true);
    expect(isValidMarker(marker(-90, 180))).toBe(true);
    expect(isValidMarker(marker(91, 0))).toBe(false);
    expect(isValidMarker(marker(0, -181))).toBe(false);
    expect(isValidMarker(marker(Number.NaN, 0))).toBe(false);
    expect(isValidMarker(marker('1' as unknown as number, 0))).toBe(false);
  });

  it('writes bounds as south,west,north,east within the world', () => {
    expect(boundsParam(-95, -200.123456, 45.1234567, 10)).toBe('-90,-180,45.12346,10');
  });
});
