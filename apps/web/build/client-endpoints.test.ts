import { api } from '@careers/shared/endpoints';
import { describe, expect, it } from 'vitest';
import { CLIENT_FIELDS, idsCalledByTheWebApp, readClientEndpoints } from './client-endpoints.ts';

const clientFieldsOf = (endpoint: object) =>
  Object.fromEntries(Object.entries(endpoint).filter(([field]) => CLIENT_FIELDS.includes(field)));

describe("the browser's endpoint table", () => {
  const table = readClientEndpoints();

  it('holds, for each endpoint it keeps, the real contract’s client fields and no schema', () => {
    const kept = Object.entries(table.api ?? {});
    expect(kept.length).toBeGreaterThan(50);
    for (const [id, endpoint] of kept) {
      expect(endpoint, id).toEqual(clientFieldsOf(api[id as keyof typeof api]));
    }
  });

  it('keeps every endpoint the web app calls, and those only', () => {
    const called = idsCalledByTheWebApp().filter((id) => id in api);
    expect(Object.keys(table.api ?? {}).sort()).toEqual([...new Set(called)].sort());
    // the PCSx job answer is for outside clients: the web app never calls it
    expect(table.api).not.toHaveProperty('getApplyJob');
    expect(table.api).toHaveProperty('searchPositions');
  });
});
