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
  return String((response.json() as { data: { id: number } }).data.id);
};

const update = (browser: Browser, payload: unknown) =>
  request(t.app, browser, {
    method: 'POST',
    url: `/api/pcsx/job_cart?domain=${TEST_DOMAIN}`,
    payload,
  });
const read = (browser: Browser) =>
  request(t.app, browser, { url: `/api/pcsx/job_cart?domain=${TEST_DOMAIN}` });

beforeEach(async () => {
  t = await createTestApp({ config: { jobCart: { enabled: true, maxItems: 3 } } });
  await addTenant(t.app, 'other.example');
  token = await newToken(t.app);
});
afterEach(async () => {
  await t.close();
});

describe('job cart', () => {
  it('adds and removes positions and answers the whole cart', async () => {
    const a = await create('Robot Whisperer');
    const b = await create('Robot Trainer');
    const ada = await signIn(t.app, 'ada@example.com');

    const added = await update(ada, { pids: [a, b, a], operation: 'add' });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({
      jobCartData: [
        { id: a, name: 'Robot Whisperer', location: 'Berlin, Germany' },
        { id: b, name: 'Robot Trainer' },
      ],
      invalidPositionIds: [],
      maxItems: 3,
    });
    const removed = await update(ada, { pids: [a], operation: 'remove' });
    expect(removed.json().data.jobCartData.map((item: { id: string }) => item.id)).toEqual([b]);
    expect((await read(ada)).json().data.jobCartData).toHaveLength(1);
  });

  it('lists closed positions as invalid ids that can be removed', async () => {
    const a = await create('Robot Whisperer');
    const ada = await signIn(t.app, 'ada@example.com');
    await update(ada, { pids: [a], operation: 'add' });
    await withToken(t.app, token, {
      method: 'POST',
      url: `/api/admin/positions/${a}/close?domain=${TEST_DOMAIN}`,
    });
    expect((await read(ada)).json().data).toMatchObject({
      jobCartData: [],
      invalidPositionIds: [a],
    });
    const cleaned = await update(ada, { pids: [a], operation: 'remove' });
    expect(cleaned.json().data.invalidPositionIds).toEqual([]);
  });

  it("keeps each candidate's cart to themselves", async () => {
    const a = await create('Robot Whisperer');
    const ada = await signIn(t.app, 'ada@example.com');
    await update(ada, { pids: [a], operation: 'add' });
    const bob = await signIn(t.app, 'bob@example.com');
    expect((await read(bob)).json().data.jobCartData).toEqual([]);
    await update(bob, { pids: [a], operation: 'remove' });
    expect((await read(ada)).json().data.jobCartData).toHaveLength(1);
  });

  it('refuses bad input, foreign or closed positions and a full cart', async () => {
    const theirs = await create('Their Role', 'other.example');
    const ids = [await create('A'), await create('B'), await create('C'), await create('D')];
    const ada = await signIn(t.app, 'ada@example.com');
    for (const payload of [
      {},
      { pids: [], operation: 'add' },
      { pids: 'x', operation: 'add' },
      { pids: ['abc'], operation: 'add' },
      { pids: [ids[0]], operation: 'empty' },
    ]) {
      const response = await update(ada, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await update(ada, { pids: [theirs], operation: 'add' })).statusCode).toBe(400);
    expect((await update(ada, { pids: ['999999'], operation: 'add' })).statusCode).toBe(400);
    expect((await update(ada, { pids: ids.slice(0, 3), operation: 'add' })).statusCode).toBe(200);
    const full = await update(ada, { pids: [ids[3]], operation: 'add' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('job_cart_full');
  });

  it('needs a signed-in candidate and a tenant that offers the cart', async () => {
    const visitor = await newBrowser(t.app);
    expect((await read(visitor)).statusCode).toBe(401);
    const other = await createTestApp();
    try {
      const ada = await signIn(other.app, 'ada@example.com');
      const response = await request(other.app, ada, {
        url: `/api/pcsx/job_cart?domain=${TEST_DOMAIN}`,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('feature_disabled');
    } finally {
      await other.close();
    }
  });
});
