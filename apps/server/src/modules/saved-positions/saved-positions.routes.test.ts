import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { newBrowser, request, signIn, type Browser } from '../../test/sign-in.ts';
import { addTenant, newToken, positionBody, withToken } from '../positions/admin-test-kit.ts';

let t: TestApp;
let token: string;

const create = async (title: string, domain = TEST_DOMAIN) => {
  const as = domain === TEST_DOMAIN ? token : await newToken(t.app, domain);
  const response = await withToken(t.app, as, {
    method: 'POST',
    url: `/api/admin/positions?domain=${domain}`,
    payload: positionBody({ title }),
  });
  return (response.json() as { data: { id: number } }).data.id;
};

const save = (browser: Browser, positionId: unknown, isSaved: unknown = true) =>
  request(t.app, browser, {
    method: 'POST',
    url: `/api/pcsx/positions/saved?domain=${TEST_DOMAIN}`,
    payload: { position_id: positionId, isSaved },
  });
const list = async (browser: Browser) => {
  const response = await request(t.app, browser, {
    url: `/api/pcsx/positions/saved?domain=${TEST_DOMAIN}`,
  });
  expect(response.statusCode).toBe(200);
  return (
    response.json() as {
      data: { positions: { id: number; name: string; archived_at: string | null }[] };
    }
  ).data.positions;
};

beforeEach(async () => {
  t = await createTestApp();
  await addTenant(t.app, 'other.example');
  token = await newToken(t.app);
});
afterEach(async () => {
  await t.close();
});

describe('saved positions', () => {
  it('saves, lists newest first, shows isSaved on the details, and unsaves', async () => {
    const first = await create('Robot Whisperer');
    const second = await create('Robot Trainer');
    const ada = await signIn(t.app, 'ada@example.com');

    expect((await save(ada, first)).json()).toEqual({
      data: { position_id: first, isSaved: true },
    });
    t.clock.advance(1000);
    await save(ada, second);
    await save(ada, second);
    expect((await list(ada)).map((position) => position.name)).toEqual([
      'Robot Trainer',
      'Robot Whisperer',
    ]);
    const details = await request(t.app, ada, {
      url: `/api/pcsx/position_details?domain=${TEST_DOMAIN}&position_id=${String(first)}`,
    });
    expect(details.json().data.position.positionUserActions).toEqual({ isSaved: true });

    expect((await save(ada, first, false)).statusCode).toBe(200);
    expect((await list(ada)).map((position) => position.id)).toEqual([second]);
  });

  it("keeps each candidate's saved positions to themselves", async () => {
    const id = await create('Robot Whisperer');
    const ada = await signIn(t.app, 'ada@example.com');
    await save(ada, id);
    const bob = await signIn(t.app, 'bob@example.com');
    expect(await list(bob)).toEqual([]);
    const details = await request(t.app, bob, {
      url: `/api/pcsx/position_details?domain=${TEST_DOMAIN}&position_id=${String(id)}`,
    });
    expect(details.json().data.position.positionUserActions).toEqual({ isSaved: false });
  });

  it('keeps a closed saved position, marked archived', async () => {
    const id = await create('Robot Whisperer');
    const ada = await signIn(t.app, 'ada@example.com');
    await save(ada, id);
    await withToken(t.app, token, {
      method: 'POST',
      url: `/api/admin/positions/${String(id)}/close?domain=${TEST_DOMAIN}`,
    });
    const [saved] = await list(ada);
    expect(saved?.archived_at).toEqual(expect.any(String));
    expect((await save(ada, id)).statusCode).toBe(404);
    expect((await save(ada, id, false)).statusCode).toBe(200);
  });

  it('needs a signed-in candidate', async () => {
    const visitor = await newBrowser(t.app);
    const response = await request(t.app, visitor, {
      url: `/api/pcsx/positions/saved?domain=${TEST_DOMAIN}`,
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-login-required']).toBe('1');
    expect((await save(visitor, 1)).statusCode).toBe(401);
  });

  it('refuses bad input and positions of other sites', async () => {
    const theirs = await create('Their Role', 'other.example');
    const ada = await signIn(t.app, 'ada@example.com');
    for (const [id, isSaved] of [
      ['x', true],
      [-1, true],
      [1.5, true],
      [1, 'yes'],
      [undefined, true],
    ]) {
      const response = await save(ada, id, isSaved);
      expect(response.statusCode, JSON.stringify([id, isSaved])).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await save(ada, theirs)).statusCode).toBe(404);
    expect((await save(ada, 424_242)).statusCode).toBe(404);
  });
});
