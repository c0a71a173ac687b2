import { describe, expect, it } from 'vitest';
import { toHttpParams } from './http-params.ts';

describe('toHttpParams', () => {
  it('names every part of a search as the server reads it', () => {
    const params = toHttpParams({
      text: 'nurse',
      filters: { department: ['Engineering', 'Sales'], country: [] },
      sort: 'newest',
      start: 10,
      locationText: 'berlin',
    });
    expect(Object.fromEntries(params)).toEqual({
      domain: 'northwind.example',
      query: 'nurse',
      location: 'berlin',
      start: '10',
      sort_by: 'timestamp',
      filter_department: 'Engineering,Sales',
    });
  });

  it('sends a radius search as a point, a distance and the distance sort', () => {
    const params = toHttpParams({
      near: { point: { lat: 52.5, lng: 13.4 }, radiusKm: 50 },
      sort: 'distance',
    });
    expect(Object.fromEntries(params)).toMatchObject({
      lat: '52.5',
      lng: '13.4',
      filter_distance: '50',
      sort_by: 'distance',
    });
  });

  it("asks for remote positions with location 'remote' and omits relevance", () => {
    const params = toHttpParams({ isRemote: true, sort: 'relevance' });
    expect(params.get('location')).toBe('remote');
    expect(params.has('sort_by')).toBe(false);
  });
});
