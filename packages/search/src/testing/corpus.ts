import type { DocumentLocation, SearchDocument } from '../types.ts';

const DAY = 86_400;
export const NOW = 1_790_000_000;

// prettier-ignore
export const PLACES = {
  berlin: { name: 'Berlin, Germany', city: 'Berlin', region: 'Berlin', country: 'Germany', point: { lat: 52.52, lng: 13.405 } },
  potsdam: { name: 'Potsdam, Germany', city: 'Potsdam', region: 'Brandenburg', country: 'Germany', point: { lat: 52.3906, lng: 13.0645 } },
  zurich: { name: 'Zürich, Switzerland', city: 'Zürich', region: 'Zürich', country: 'Switzerland', point: { lat: 47.3769, lng: 8.5417 } },
  newYork: { name: 'New York, NY, United States', city: 'New York', region: 'New York', country: 'United States', point: { lat: 40.7128, lng: -74.006 } },
  tokyo: { name: 'Tokyo, Japan', city: 'Tokyo', region: 'Tokyo', country: 'Japan', point: { lat: 35.6762, lng: 139.6503 } },
  beijing: { name: 'Beijing, China', city: 'Beijing', country: 'China', point: { lat: 39.9042, lng: 116.4074 } },
  bangkok: { name: 'Bangkok, Thailand', city: 'Bangkok', country: 'Thailand', point: { lat: 13.7563, lng: 100.5018 } },
  suva: { name: 'Suva, Fiji', city: 'Suva', country: 'Fiji', point: { lat: -18.1248, lng: 178.4501 } },
  apia: { name: 'Apia, Samoa', city: 'Apia', country: 'Samoa', point: { lat: -13.8507, lng: -171.7514 } },
  remoteOnly: { name: 'Remote' },
} satisfies Record<string, DocumentLocation>;

type Draft = Partial<SearchDocument> & Pick<SearchDocument, 'id' | 'title'>;

export const makeDocument = (draft: Draft): SearchDocument => {
  const locations = draft.locations ?? [PLACES.berlin];
  const department = draft.department ?? 'Engineering';
  const skills = draft.skills ?? [];
  const isRemote = draft.isRemote ?? false;
  return {
    description: '',
    category: 'Software',
    postedAt: NOW - draft.id * DAY,
    ...draft,
    department,
    skills,
    locations,
    isRemote,
    facets: draft.facets ?? {
      department: [department],
      skills,
      country: [...new Set(locations.flatMap((location) => location.country ?? []))],
      workplace: [isRemote ? 'remote' : 'onsite'],
    },
  };
};

/** A small corpus with known answers (see search-index.*.test.ts). */
// prettier-ignore
export const GOLDEN: SearchDocument[] = [
  makeDocument({ id: 1, title: 'Senior Software Engineer', skills: ['Python', 'TypeScript'], description: 'Build the platform.' }),
  makeDocument({ id: 2, title: 'Marketing Manager', department: 'Marketing', category: 'Marketing', locations: [PLACES.zurich], description: 'Work with a software engineer on campaigns.' }),
  makeDocument({ id: 3, title: 'Python Developer', skills: ['Python', 'Django'], isRemote: true, locations: [PLACES.remoteOnly] }),
  makeDocument({ id: 4, title: 'Data Engineer', department: 'Data', category: 'Data', skills: ['Python', 'SQL'], locations: [PLACES.newYork] }),
  makeDocument({ id: 5, title: 'Engineer, Software Quality', skills: ['Testing'], locations: [PLACES.tokyo] }),
  makeDocument({ id: 6, title: 'ソフトウェアエンジニア', locations: [PLACES.tokyo] }),
  makeDocument({ id: 7, title: '高级软件工程师', locations: [PLACES.beijing] }),
  makeDocument({ id: 8, title: 'วิศวกรซอฟต์แวร์อาวุโส', locations: [PLACES.bangkok] }),
  makeDocument({ id: 9, title: 'Frontend Developer', skills: ['JavaScript', 'React'], locations: [PLACES.suva, PLACES.berlin] }),
  makeDocument({ id: 10, title: 'Registered Nurse', department: 'Healthcare', category: 'Nursing', locations: [PLACES.potsdam] }),
  makeDocument({ id: 11, title: 'Lava Lamp Engineer', department: 'Manufacturing', category: 'Production', locations: [PLACES.apia] }),
  makeDocument({ id: 12, title: 'Backend Developer', skills: ['Go'], description: 'Our stack is Java and Go.', isRemote: true, locations: [PLACES.remoteOnly, PLACES.newYork] }),
  makeDocument({ id: 13, title: 'JavaScript Engineer', skills: ['JavaScript'], locations: [PLACES.zurich] }),
  makeDocument({ id: 14, title: 'IT Support Specialist', department: 'IT', category: 'Support', locations: [PLACES.berlin] }),
];
