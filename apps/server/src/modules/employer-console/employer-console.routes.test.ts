import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { request, signIn, type Browser } from '../../test/sign-in.ts';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { validAnswers } from '../applications/application-status-test-kit.ts';
import { makeAdmin, positionBody, withToken } from '../positions/admin-test-kit.ts';

let t: TestApp;
let admin: Browser;
beforeEach(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'boss@example.com');
  await makeAdmin(t.app, 'boss@example.com');
});
afterEach(async () => {
  await t.close();
});

const url = (path: string) => `${path}${path.includes('?') ? '&' : '?'}domain=${TEST_DOMAIN}`;
const create = async (title: string, department = 'Engineering') =>
  (
    await request(t.app, admin, {
      method: 'POST',
      url: url('/api/admin/positions'),
      payload: positionBody({ title, department }),
    })
  ).json().data;

describe('the console’s positions list', () => {
  it('searches titles and filters by status and department', async () => {
    await create('Robot Whisperer');
    const closed = await create('Data Wrangler', 'Data');
    await request(t.app, admin, {
      method: 'POST',
      url: url(`/api/admin/positions/${closed.id}/close`),
    });
    const all = (await request(t.app, admin, { url: url('/api/admin/positions') })).json().data;
    expect(all.total).toBe(2);
    expect(all.departments).toEqual(['Data', 'Engineering']);
    const search = await request(t.app, admin, { url: url('/api/admin/positions?q=whisp') });
    expect(search.json().data.positions.map((p: { title: string }) => p.title)).toEqual([
      'Robot Whisperer',
    ]);
    const closedOnly = await request(t.app, admin, {
      url: url('/api/admin/positions?status=closed'),
    });
    expect(closedOnly.json().data.positions).toMatchObject([{ id: closed.id, status: 'closed' }]);
    const byDepartment = await request(t.app, admin, {
      url: url('/api/admin/positions?department=Data&status=open'),
    });
    expect(byDepartment.json().data.total).toBe(0);
    const bad = await request(t.app, admin, { url: url('/api/admin/positions?status=lost') });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses the second of two saves made from the same version with 409, keeping the first', async () => {
    const position = await create('Robot Whisperer');
    const save = (title: string) =>
      request(t.app, admin, {
        method: 'PUT',
        url: url(`/api/admin/positions/${position.id}?version=${position.updatedAt}`),
        payload: positionBody({ title }),
      });
    t.clock.advance(1000);
    expect((await save('First')).statusCode).toBe(200);
    t.clock.advance(1000);
    const second = await save('Second');
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('conflict');
    expect(second.json().message).toMatch(/Someone else saved this position/);
    const read = await request(t.app, admin, { url: url(`/api/admin/positions/${position.id}`) });
    expect(read.json().data.title).toBe('First');
  });

  it('lists a position’s applications for the pipeline, and 404 for another position', async () => {
    const position = await create('Robot Whisperer');
    const pipeline = await request(t.app, admin, {
      url: url(`/api/admin/positions/${position.id}/applications`),
    });
    expect(pipeline.statusCode).toBe(200);
    expect(pipeline.json().data).toEqual([]);
    const missing = await request(t.app, admin, {
      url: url(`/api/admin/positions/999999/applications`),
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the pipeline', () => {
  it('shows an application with the name the form was given, and moves it', async () => {
    const position = await create('Robot Whisperer');
    const candidate = await signIn(t.app, 'sam@example.com');
    const applied = await request(t.app, candidate, {
      method: 'POST',
      url: url('/api/pcsx/apply'),
      payload: {
        position_id: position.id,
        answers: await validAnswers(t, candidate, 'sam@example.com'),
      },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const pipeline = () =>
      request(t.app, admin, { url: url(`/api/admin/positions/${position.id}/applications`) });
    const [application] = (await pipeline()).json().data;
    expect(application).toMatchObject({
      status: 'submitted',
      candidateName: 'Sam Lee',
      email: 'sam@example.com',
    });
    const moved = await request(t.app, admin, {
      method: 'PUT',
      url: url(`/api/admin/applications/${application.id}/status`),
      payload: { status: 'interviewing' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await pipeline()).json().data[0].status).toBe('interviewing');
    const listed = await request(t.app, admin, { url: url('/api/admin/positions?q=Robot') });
    expect(listed.json().data.positions[0].applicationCount).toBe(1);
  });
});

describe('API tokens from the console', () => {
  it('creates a token shown once, that works until it is revoked', async () => {
    const created = await request(t.app, admin, {
      method: 'POST',
      url: url('/api/admin/api_tokens'),
      payload: { name: 'ATS sync' },
    });
    expect(created.statusCode).toBe(201);
    const { token, id } = created.json().data;
    expect(token).toMatch(/^cst_/);
    const list = (await request(t.app, admin, { url: url('/api/admin/api_tokens') })).json().data;
    expect(list).toMatchObject([{ id, name: 'ATS sync', revokedAt: null }]);
    expect(JSON.stringify(list)).not.toContain(token);
    const read = () => withToken(t.app, token, { url: url('/api/admin/positions') });
    expect((await read()).statusCode).toBe(200);
    const revoked = await request(t.app, admin, {
      method: 'POST',
      url: url(`/api/admin/api_tokens/${id}/revoke`),
    });
    expect(revoked.json().data.revokedAt).not.toBeNull();
    expect((await read()).statusCode).toBe(403);
  });

  it('refuses a nameless token with 400, and a token minting tokens with 403', async () => {
    const nameless = await request(t.app, admin, {
      method: 'POST',
      url: url('/api/admin/api_tokens'),
      payload: { name: ' ' },
    });
    expect(nameless.statusCode).toBe(400);
    const { token } = (
      await request(t.app, admin, {
        method: 'POST',
        url: url('/api/admin/api_tokens'),
        payload: { name: 'x' },
      })
    ).json().data;
    const minted = await withToken(t.app, token, {
      method: 'POST',
      url: url('/api/admin/api_tokens'),
      payload: { name: 'y' },
    });
    expect(minted.statusCode).toBe(403);
  });
});
