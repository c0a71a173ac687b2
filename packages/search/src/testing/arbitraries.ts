import fc from 'fast-check';
import type { DocumentLocation, GeoBounds, SearchDocument, SearchQuery } from '../types.ts';

// Small worlds where collisions are likely: shared stems (engineer/engineering), typo
// neighbours (java/lava, data/date), stop words ('it', 'the'), diacritics and CJK.
// prettier-ignore
const WORDS = ['engineer', 'engineering', 'engine', 'developer', 'data', 'date', 'java', 'lava', 'javascript', 'nurse', 'nursing', 'zürich', 'it', 'the', 'senior', 'manager', 'python', 'pyhton', '工程师', 'c++'];
const SKILLS = ['Python', 'Java', 'SQL', 'Care', 'C++'];
const DEPARTMENTS = ['Engineering', 'Data', 'Healthcare'];
const TYPES = ['full_time', 'part_time', 'contract'];
const TAGS = ['a', 'b', 'c'];

// prettier-ignore
export const LOCATIONS: DocumentLocation[] = [
  { name: 'Berlin, Germany', city: 'Berlin', country: 'Germany', point: { lat: 52.52, lng: 13.405 } },
  { name: 'Potsdam, Germany', city: 'Potsdam', country: 'Germany', point: { lat: 52.39, lng: 13.06 } },
  { name: 'Berlin Mitte', city: 'Berlin', country: 'Germany', point: { lat: 52.5204, lng: 13.405 } },
  { name: 'Spandau', city: 'Berlin', region: 'Spandau', country: 'Germany', point: { lat: 52.535, lng: 13.2 } },
  { name: 'Zürich', city: 'Zürich', country: 'Switzerland', point: { lat: 47.37, lng: 8.54 } },
  { name: 'New York', city: 'New York', region: 'New York', country: 'United States', point: { lat: 40.71, lng: -74 } },
  { name: 'Suva, Fiji', city: 'Suva', country: 'Fiji', point: { lat: -18.12, lng: 178.45 } },
  { name: 'Apia', city: 'Apia', country: 'Samoa', point: { lat: -13.85, lng: -171.75 } },
  { name: 'Remote' },
];

const words = (max: number) =>
  fc.array(fc.constantFrom(...WORDS), { maxLength: max }).map((list) => list.join(' '));
const subset = <T>(values: readonly T[]) => fc.subarray([...values]);

export const documentArbitrary = (id: number): fc.Arbitrary<SearchDocument> =>
  fc
    .record({
      title: words(4),
      description: words(6),
      department: fc.constantFrom(...DEPARTMENTS),
      skills: subset(SKILLS),
      locations: fc.subarray(LOCATIONS, { maxLength: 2 }),
      isRemote: fc.boolean(),
      postedAt: fc.integer({ min: 0, max: 5 }),
      type: fc.constantFrom(...TYPES),
      tags: subset(TAGS),
    })
    .map(({ type, tags, ...fields }) => ({
      id,
      ...fields,
      category: fields.department,
      facets: {
        department: [fields.department],
        skills: fields.skills,
        type: [type],
        tags,
        country: fields.locations.flatMap((location) => location.country ?? []),
      },
    }));

export const corpusArbitrary = (maxSize: number) =>
  fc
    .integer({ min: 0, max: maxSize })
    .chain((size) => fc.tuple(...Array.from({ length: size }, (_, i) => documentArbitrary(i + 1))));

const point = fc.oneof(
  {
    arbitrary: fc.constantFrom(...LOCATIONS.flatMap((location) => location.point ?? [])),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    }),
    weight: 1,
  },
);

const bounds: fc.Arbitrary<GeoBounds> = fc
  .record({
    south: fc.integer({ min: -90, max: 60 }),
    height: fc.integer({ min: 0, max: 60 }),
    west: fc.integer({ min: -180, max: 180 }),
    east: fc.integer({ min: -180, max: 180 }),
  })
  .map(({ south, height, west, east }) => ({ south, north: south + height, west, east }));

const changeLetter = (word: string, at: number, letter: string) =>
  word.slice(0, at % word.length) + letter + word.slice((at % word.length) + 1);

// A query word: from the vocabulary, cut short (a prefix) or with letters changed (typos).
const queryWord = fc.oneof(
  fc.constantFrom(...WORDS),
  fc
    .tuple(fc.constantFrom(...WORDS), fc.integer({ min: 1, max: 10 }))
    .map(([w, n]) => w.slice(0, n)),
  fc
    .tuple(fc.constantFrom(...WORDS), fc.nat(), fc.constantFrom('a', 'e', 'x'))
    .map(([word, at, letter]) => changeLetter(word, at, letter)),
  fc
    .tuple(fc.constantFrom(...WORDS), fc.nat(), fc.nat(), fc.constantFrom('a', 'x'))
    .map(([word, at, next, letter]) => changeLetter(changeLetter(word, at, letter), next, letter)),
);

const constraints = fc.record({
  text: fc
    .array(queryWord, { minLength: 1, maxLength: 3 })
    .chain((list) => fc.constantFrom(list.join(' '), `${list.join(' ')} `)),
  locationText: fc.constantFrom('berlin', 'germ', 'new york', 'zurich', 'ber', 'samoa'),
  filters: fc.record(
    {
      department: subset([...DEPARTMENTS, 'Unknown']),
      skills: subset(SKILLS),
      type: subset(TYPES),
      tags: subset(TAGS),
    },
    { requiredKeys: [] },
  ),
  postedFrom: fc.integer({ min: 0, max: 5 }),
  postedTo: fc.integer({ min: 0, max: 5 }),
  isRemote: fc.boolean(),
  near: fc.record(
    {
      point,
      radiusKm: fc.constantFrom(0, 10, 20, 30, 100, 1000, 20000),
      includeRemote: fc.boolean(),
    },
    { requiredKeys: ['point', 'radiusKm'] },
  ),
  bounds,
});
// prettier-ignore
const KINDS: (keyof SearchQuery)[] = ['text', 'text', 'locationText', 'filters', 'filters', 'postedFrom', 'postedTo', 'isRemote', 'near', 'bounds'];

/** Up to three kinds of constraint (more would rarely match anything), plus order and page. */
export const queryArbitrary: fc.Arbitrary<SearchQuery> = fc
  .record({
    values: constraints,
    kinds: fc.subarray(KINDS, { maxLength: 3 }),
    view: fc.record(
      {
        sort: fc.constantFrom('relevance' as const, 'newest' as const, 'distance' as const),
        origin: point,
        start: fc.integer({ min: 0, max: 4 }),
        size: fc.integer({ min: 0, max: 5 }),
      },
      { requiredKeys: [] },
    ),
  })
  .map(({ values, kinds, view }) => ({
    ...view,
    ...Object.fromEntries(kinds.map((kind) => [kind, values[kind as keyof typeof values]])),
  }));

export const FACET_FIELDS = ['department', 'skills', 'type', 'tags', 'country', 'missing'];
