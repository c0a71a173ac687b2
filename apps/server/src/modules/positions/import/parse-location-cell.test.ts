import { describe, expect, it } from 'vitest';
import { parseLocationCell } from './parse-location-cell.ts';

describe('parseLocationCell', () => {
  it('reads city, region and country, with country codes found from names and names from codes', () => {
    expect(parseLocationCell('Berlin, Germany; Austin, Texas, US').locations).toEqual([
      {
        displayName: 'Berlin, Germany',
        city: 'Berlin',
        region: null,
        country: 'Germany',
        countryCode: 'DE',
      },
      {
        displayName: 'Austin, Texas, US',
        city: 'Austin',
        region: 'Texas',
        country: 'United States',
        countryCode: 'US',
      },
    ]);
  });

  it('reads coordinates in brackets and keeps them out of the name', () => {
    expect(parseLocationCell('Lisbon, Portugal [38.72, -9.139]').locations).toEqual([
      expect.objectContaining({
        displayName: 'Lisbon, Portugal',
        countryCode: 'PT',
        latitude: 38.72,
        longitude: -9.139,
      }),
    ]);
  });

  it('takes Remote as remote work, not a place, and accepts | as the separator', () => {
    expect(parseLocationCell('remote | Head office')).toEqual({
      hasRemote: true,
      locations: [{ displayName: 'Head office' }],
    });
    expect(parseLocationCell(' ; ')).toEqual({ hasRemote: false, locations: [] });
  });

  it('keeps an unknown country as written, without a code', () => {
    expect(parseLocationCell('Springfield, Freedonia').locations[0]).toMatchObject({
      country: 'Freedonia',
      countryCode: null,
    });
  });
});
