import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { addPositions, makePosition } from '../../test/positions.ts';
import { day, openSearchApp } from './search-test-kit.ts';

let t: TestApp;
openSearchApp((opened) => (t = opened));

const search = async (query: Record<string, string | string[]>) => {
  const response = await t.app.inject({ url: '/api/pcsx/search', query });
  return { status: response.statusCode, body: response.json() };
};
const names = (body: { data: { positions: { name: string }[] } }) =>
  body.data.positions.map((position) => position.name);

describe('GET /api/pcsx/search', () => {
  it('answers a page of 10, the total and the configured filters with counts', async () => {
    const { status, body } = await search({});
    expect(status).toBe(200);
    expect(body.data.count).toBe(24);
    expect(body.data.positions).toHaveLength(10);
    expect(body.data.positions[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      department: expect.any(String),
      locations: expect.any(Array),
      postedTs: expect.any(Number),
      isRemote: expect.any(Boolean),
    });
    const filters = body.data.filterDef.allFilters;
    expect(filters.map((filter: { filterName: string }) => filter.filterName)).toEqual([
      'department',
      'employment_type',
      'country',
      'posted_date',
    ]);
    const jobType = filters[1];
    expect(jobType.displayName).toBe('Job type');
    expect(jobType.options).toContainEqual({ label: 'Fixed term', value: 'contract', count: 1 });
    expect(body.data.debugData).toBeUndefined();
  });

  it("names the filters it does not configure in hl's language, which its query does not name", async () => {
    const filterNames = async (query: Record<string, string>, language: string) => {
      const response = await t.app.inject({
        url: '/api/pcsx/search',
        query,
        headers: { 'accept-language': language },
      });
      return response
        .json()
        .data.filterDef.allFilters.map((filter: { displayName: string }) => filter.displayName);
    };
    const german = await filterNames({}, 'de');
    expect(german[0]).not.toBe((await filterNames({}, 'en'))[0]);
    expect(await filterNames({ hl: 'de' }, 'en')).toEqual(german);
  });

  it('ranks a title match above a description mention', async () => {
    const { body } = await search({ query: 'backend engineer' });
    expect(names(body)).toEqual(['Backend Engineer', 'Office Manager']);
  });

  it('gives exactly the count an option showed when that option is applied', async () => {
    const { body } = await search({ query: 'sales' });
    const department = body.data.filterDef.allFilters[0];
    expect(department.options.length).toBeGreaterThan(1);
    for (const option of department.options) {
      const filtered = await search({ query: 'sales', filter_department: option.value });
      expect(filtered.body.data.count).toBe(option.count);
      expect(filtered.body.data.appliedFilters).toEqual({ department: [option.value] });
    }
  });

  it("names a tenant's filter in the reader's language, else its base language, else its display name", async () => {
    const filterNames = async (hl: string) =>
      (await search({ hl })).body.data.filterDef.allFilters.map(
        (filter: { displayName: string }) => filter.displayName,
      );
    // the tenant's own name in German; the filters it left unnamed in the catalogue's German
    expect(await filterNames('de')).toEqual([
      'Abteilung',
      'Vertragsart',
      'Land',
      'Veröffentlichungsdatum',
    ]);
    expect((await filterNames('ar'))[1]).toBe('نوع الوظيفة');
    expect((await filterNames('fr-CA'))[1]).toBe('Type de contrat');
    expect((await filterNames('ja'))[1]).toBe('Job type');
    // an address may name the filter in any of its languages
    const byGermanName = await search({ Vertragsart: 'contract,part_time' });
    expect(byGermanName.body.data.count).toBe(8);
  });

  it('accepts a filter by its display name and comma-separated values', async () => {
    const byName = await search({ 'Job type': 'contract,part_time' });
    const byParam = await search({ filter_employment_type: ['contract', 'part_time'] });
    expect(byName.body.data.count).toBe(byParam.body.data.count);
    expect(byName.body.data.count).toBe(8);
  });

  it('pages without repeating and sorts newest first on sort_by=timestamp', async () => {
    const first = await search({ sort_by: 'timestamp' });
    const second = await search({ sort_by: 'timestamp', start: '10' });
    const firstIds = first.body.data.positions.map((p: { id: number }) => p.id);
    const secondIds = second.body.data.positions.map((p: { id: number }) => p.id);
    expect([firstIds.length, secondIds.length]).toEqual([10, 10]);
    expect(firstIds.filter((id: number) => secondIds.includes(id))).toEqual([]);
    const stamps = [...first.body.data.positions, ...second.body.data.positions].map(
      (p: { postedTs: number }) => p.postedTs,
    );
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
    expect(first.body.data.sortBy).toBe('timestamp');
  });

  it('reads the special locations: remote, Map Area and Map Location', async () => {
    const remote = await search({ location: 'remote' });
    expect(names(remote.body)).toEqual(['Frontend Engineer']);
    expect(remote.body.data.resultsMetaData.locationType).toBe('remote');

    const area = await search({ location: 'Map Area', bounds: '30,130,40,145' });
    expect(names(area.body)).toEqual(['Data Scientist']);

    const point = await search({ location: 'Map Location', lat: '48.8566', lng: '2.3522' });
    expect(point.body.data.count).toBe(6);
  });

  it('searches around a known city within filter_distance and sorts by distance', async () => {
    const near = await search({ location: 'Paris', filter_distance: '100', sort_by: 'distance' });
    expect(near.body.data.count).toBe(6);
    expect(near.body.data.resultsMetaData.origin).toEqual({ lat: 48.8566, lng: 2.3522 });
    expect(near.body.data.positions[0].distanceKm).toBe(0);
    const far = await search({ location: 'Berlin', filter_distance: '2000', sort_by: 'distance' });
    const distances = far.body.data.positions.map((p: { distanceKm: number }) => p.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('filters by posting date and counts each date range', async () => {
    const { body } = await search({ filter_posted_date: 'past_week' });
    expect(
      body.data.positions.every(
        (p: { postedTs: number }) => p.postedTs >= day(13).getTime() / 1000,
      ),
    ).toBe(true);
    const posted = body.data.filterDef.allFilters[3];
    const pastWeek = posted.options.find(
      (option: { value: string }) => option.value === 'past_week',
    );
    expect(pastWeek.count).toBe(body.data.count);
    // disjunctive: the other ranges are counted as if chosen instead
    const pastMonth = posted.options.find(
      (option: { value: string }) => option.value === 'past_month',
    );
    const month = await search({ filter_posted_date: 'past_month' });
    expect(pastMonth.count).toBe(month.body.data.count);
    expect(pastMonth.count).toBeGreaterThan(pastWeek.count);
    const range = await search({ filter_posted_date: '2026-11-10..2026-11-10' });
    expect(range.body.data.count).toBeGreaterThan(0);
  });

  it('adds debugData only when debug is asked for', async () => {
    const { body } = await search({ query: 'engineer', debug: '1' });
    expect(body.data.debugData).toMatchObject({ tookMs: expect.any(Number), indexedPositions: 24 });
  });

  it.each([
    [{ start: '-1' }, 'start'],
    [{ start: '2.5' }, 'start'],
    [{ lat: '91', lng: '0' }, 'lat'],
    [{ lat: '10' }, 'lng'],
    [{ bounds: '10,10,5,20' }, 'bounds'],
    [{ filter_posted_date: 'yesterday' }, 'filter_posted_date'],
    [{ filter_distance: '-5' }, 'filter_distance'],
    [{ location: 'current location' }, 'lat'],
  ])('refuses %o with a 400 that names the problem', async (query, word) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.message).toContain(word);
  });

  it('ignores a filter the site does not have and names it in debugData, as PCSx does', async () => {
    const all = await search({});
    const { status, body } = await search({ filter_salary: '100', filter_include_remote: '1' });
    expect(status).toBe(200);
    expect(body.data.count).toBe(all.body.data.count);
    expect(body.data.debugData).toEqual({
      ignoredParams: ['filter_salary', 'filter_include_remote'],
    });
    expect(all.body.data.debugData).toBeUndefined();
  });

  it('shows a position written after the build at once, and drops it when closed', async () => {
    const tenant = await t.database.db.selectFrom('tenants').select('id').executeTakeFirstOrThrow();
    const [id] = await addPositions(t.app, tenant.id, [makePosition({ title: 'Zookeeper' })]);
    expect(names((await search({ query: 'zookeeper' })).body)).toEqual(['Zookeeper']);
    await t.database.db
      .updateTable('positions')
      .set({ status: 'closed' })
      .where('id', '=', id!)
      .execute();
    await t.app.deps.search.applyChanges([id!]);
    expect((await search({ query: 'zookeeper' })).body.data.count).toBe(0);
  });
});
