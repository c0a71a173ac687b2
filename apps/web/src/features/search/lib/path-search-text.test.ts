import { describe, expect, it } from 'vitest';
import { pathSearchText, readSearchText } from './path-search-text.ts';

describe('pathSearchText', () => {
  it('turns dashes and underscores into single spaces', () => {
    expect(pathSearchText('senior-software_engineer')).toBe('senior software engineer');
    expect(pathSearchText('new--york__city')).toBe('new york city');
  });

  it('gives undefined for nothing to show', () => {
    expect(pathSearchText('-_-')).toBeUndefined();
    expect(pathSearchText(undefined)).toBeUndefined();
  });
});

describe('readSearchText', () => {
  it('prefers the path values and falls back to the query parameters', () => {
    const search = new URLSearchParams('query=nurse&location=Leeds');
    expect(readSearchText({ query: 'ward-nurse', location: 'york' }, search)).toEqual({
      query: 'ward nurse',
      location: 'york',
    });
    expect(readSearchText({}, search)).toEqual({ query: 'nurse', location: 'Leeds' });
    expect(readSearchText({}, new URLSearchParams())).toEqual({
      query: undefined,
      location: undefined,
    });
  });
});
