import type { App } from '../core/app.ts';
import type { LocationFields, PositionFields } from '../modules/positions/position-fields.ts';
import { insertPositionRows } from '../demo/seed/insert-positions.ts';
import { writePositions } from '../modules/positions/write-positions.ts';

export const BERLIN: LocationFields = {
  displayName: 'Berlin, Germany',
  city: 'Berlin',
  region: 'Berlin',
  country: 'Germany',
  countryCode: 'DE',
  latitude: 52.52,
  longitude: 13.405,
};
export const PARIS: LocationFields = {
  displayName: 'Paris, France',
  city: 'Paris',
  region: 'Île-de-France',
  country: 'France',
  countryCode: 'FR',
  latitude: 48.8566,
  longitude: 2.3522,
};
export const TOKYO: LocationFields = {
  displayName: 'Tokyo, Japan',
  city: 'Tokyo',
  region: 'Tokyo',
  country: 'Japan',
  countryCode: 'JP',
  latitude: 35.6762,
  longitude: 139.6503,
};

/** A plain open position; tests override what they look at. */
export const makePosition = (overrides: Partial<PositionFields> = {}): PositionFields => {
  // isRemote and workplaceType say the same thing: a test may give either.
  const workplaceType =
    overrides.workplaceType ?? (overrides.isRemote ? 'remote' : ('onsite' as const));
  return {
    title: 'Account Manager',
    description: '<p>Look after our customers.</p>',
    defaultLanguage: 'en',
    translations: [],
    department: 'Sales',
    jobFamily: 'Sales',
    employmentType: 'full_time',
    displayJobId: null,
    remoteLocations: [],
    postedAt: new Date('2026-11-01T09:00:00Z'),
    closesAt: null,
    salaryMin: null,
    salaryMax: null,
    salaryCurrency: null,
    salaryPeriod: null,
    skills: [],
    status: 'open',
    locations: [BERLIN],
    ...overrides,
    workplaceType,
    isRemote: workplaceType === 'remote',
  };
};

/** Writes positions of the default test tenant the way the product does; returns their ids. */
export const addPositions = async (app: App, tenantId: number, positions: PositionFields[]) =>
  writePositions(app.deps, async (trx) => {
    const ids = await insertPositionRows(trx, tenantId, positions);
    return { ids, result: ids };
  });
