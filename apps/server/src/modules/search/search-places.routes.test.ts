import { describe, expect, it } from 'vitest';
import { createSecondNode, type TestApp } from '../../test/test-app.ts';
import { addPositions, makePosition } from '../../test/positions.ts';
import { runSearchTask } from './search-tasks.ts';
import { openSearchApp } from './search-test-kit.ts';

let t: TestApp;
openSearchApp((opened) => (t = opened));

describe('GET /api/pcsx/autocomplete', () => {
  it('suggests titles for the query box and places for the location box', async () => {
    const query = await t.app.inject({ url: '/api/pcsx/autocomplete', query: { term: 'engin' } });
    expect(query.json().data.options.map((o: { text: string }) => o.text)).toContain(
      'Backend Engineer',
    );
    const location = await t.app.inject({
      url: '/api/pcsx/autocomplete',
      query: { type: 'location', term: 'ber' },
    });
    expect(location.json().data.options[0]).toMatchObject({ text: 'Berlin', kind: 'city' });
  });
});

describe('GET /api/pcsx/search/markers', () => {
  it('groups matching positions by place inside the bounds', async () => {
    const response = await t.app.inject({
      url: '/api/pcsx/search/markers',
      query: { bounds: '40,0,60,20', query: 'sales' },
    });
    const { markers, count } = response.json().data;
    expect(count).toBe(20);
    expect(markers).toHaveLength(2);
    expect(markers.map((m: { location: string }) => m.location).sort()).toEqual([
      'Berlin, Germany:::52.52,13.405',
      'Paris, France:::48.8566,2.3522',
    ]);
  });

  it('needs bounds', async () => {
    const response = await t.app.inject({ url: '/api/pcsx/search/markers' });
    expect(response.statusCode).toBe(400);
  });
});

describe('following other nodes', () => {
  it('a second app on the same database sees a position the first one writes', async () => {
    const other = await createSecondNode(t);
    try {
      const tenant = await t.database.db
        .selectFrom('tenants')
        .select('id')
        .executeTakeFirstOrThrow();
      await addPositions(t.app, tenant.id, [makePosition({ title: 'Lighthouse Keeper' })]);
      await expect
        .poll(
          async () =>
            (
              await runSearchTask(other.deps.search, tenant.id, 'suggest', {
                type: 'query',
                prefix: 'lighthouse',
                minLength: 1,
              })
            ).length,
        )
        .toBe(1);
    } finally {
      await other.close();
    }
  });
});
