import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addPositions } from '../../test/positions.ts';
import { newBrowser, request, signIn, type Browser } from '../../test/sign-in.ts';
import { removeExpiredRows } from '../housekeeping/housekeeping-job.ts';
import { CHAT_TODAY, chatCorpus, chatTenantConfig } from './chat-test-kit.ts';

let t: TestApp;
let ada: Browser;

beforeAll(async () => {
  t = await createTestApp({ config: chatTenantConfig() });
  t.clock.set(CHAT_TODAY);
  const tenant = await t.database.db.selectFrom('tenants').select('id').executeTakeFirstOrThrow();
  await addPositions(t.app, tenant.id, chatCorpus());
  ada = await signIn(t.app, 'ada@example.com');
});
afterAll(() => t.close());

type Answer = {
  reply: string;
  kind: string;
  source: string;
  positions: { id: number; name: string }[];
  search: { query: string; location: string; filters: Record<string, string[]> } | null;
};

const ask = async (content: string, hl = 'en', browser = ada) => {
  const response = await request(t.app, browser, {
    method: 'POST',
    url: `/api/pcsx/chat?hl=${hl}`,
    payload: { messages: [{ role: 'user', content }], search: {}, cartIds: [] },
  });
  return { status: response.statusCode, data: response.json<{ data: Answer }>().data };
};

const searchIds = async (query: Record<string, string>) => {
  const response = await t.app.inject({ url: '/api/pcsx/search', query });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { positions: { id: number }[] } }>().data.positions.map((p) => p.id);
};
const ids = (answer: Answer) => answer.positions.map((position) => position.id);

describe('POST /api/pcsx/chat, the built-in assistant', () => {
  it('answers an FAQ written in English to a question asked in French, Japanese or Polish', async () => {
    for (const [question, hl] of [
      ['Quels sont les avantages sociaux ?', 'en'],
      ['福利厚生について教えて', 'ja'],
      ['jakie benefity oferujecie', 'en'],
    ]) {
      const { data } = await ask(question!, hl);
      expect(data.kind).toBe('faq');
      expect(data.reply).toContain('Private health insurance');
    }
  });

  const remoteNurses = {
    query: 'nurse',
    location: 'Manchester',
    filter_workplace: 'remote',
  };
  const seniorBerlin = {
    query: 'senior data engineer',
    location: 'Berlin',
    filter_distance: '50',
    filter_posted_date: 'past_week',
  };

  it("reads 'remote nurse jobs in Manchester' as the search page's search", async () => {
    const { status, data } = await ask('remote nurse jobs in Manchester');
    expect(status).toBe(200);
    expect(data.kind).toBe('search');
    expect(data.search).toEqual({
      query: 'nurse',
      location: 'Manchester',
      filters: { filter_workplace: ['remote'] },
    });
    const expected = await searchIds(remoteNurses);
    expect(expected).toHaveLength(2);
    expect(ids(data)).toEqual(expected);
  });

  it("reads 'senior data engineer near Berlin posted this week' with a radius and a date", async () => {
    const { data } = await ask('senior data engineer near Berlin posted this week');
    expect(data.search).toEqual({
      query: 'senior data engineer',
      location: 'Berlin',
      filters: { filter_posted_date: ['past_week'], filter_distance: ['50'] },
    });
    const expected = await searchIds(seniorBerlin);
    // Berlin and Potsdam this week; not the old one, the junior one or Munich
    expect(expected).toHaveLength(2);
    expect(ids(data)).toEqual(expected);
    expect(data.reply).toMatch(/^I found 2 open positions/);
  });

  it('understands German and answers in German', async () => {
    const { data } = await ask('Zeigen Sie mir Remote-Stellen als Pflegekraft in Manchester', 'de');
    expect(data.search?.query).toBe('nurse');
    expect(ids(data)).toEqual(await searchIds(remoteNurses));
    expect(data.reply).toMatch(/^Ich habe 2 offene Stellen gefunden/);
  });

  it('understands Japanese and answers in Japanese', async () => {
    const { data } = await ask('ベルリン近郊で今週掲載されたシニアデータエンジニアの求人', 'ja');
    expect(data.search?.query).toBe('senior data engineer');
    expect(ids(data)).toEqual(await searchIds(seniorBerlin));
    expect(data.reply).toContain('2件');
  });

  it('answers a question of the FAQ with its answer', async () => {
    const { data } = await ask('What benefits do you offer?');
    expect(data.kind).toBe('faq');
    expect(data.reply).toBe('Private health insurance, 28 days of holiday and a pension.');
    expect(data.positions).toEqual([]);
  });

  it('says plainly that it does not know what it cannot answer', async () => {
    const { data } = await ask('What will the weather be like in Paris tomorrow?');
    expect(data.kind).toBe('unknown');
    expect(data.reply).toMatch(/^I don't know\./);
    expect(data.positions).toEqual([]);
  });

  it('tells the candidate about their own applications', async () => {
    const { data } = await ask('How are my applications going?');
    expect(data.kind).toBe('dashboard');
    expect(data.reply).toBe('You have not applied for any position yet.');
  });

  it('refuses a visitor with 401', async () => {
    const visitor = await newBrowser(t.app);
    const response = await request(t.app, visitor, {
      method: 'POST',
      url: '/api/pcsx/chat',
      payload: { messages: [{ role: 'user', content: 'jobs' }] },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a conversation that does not end with the candidate (400)', async () => {
    const response = await request(t.app, ada, {
      method: 'POST',
      url: '/api/pcsx/chat',
      payload: { messages: [{ role: 'assistant', content: 'Hello' }] },
    });
    expect(response.statusCode).toBe(400);
  });

  it('streams the answer as server-sent events when asked', async () => {
    const response = await request(t.app, ada, {
      method: 'POST',
      url: '/api/pcsx/chat',
      headers: { accept: 'text/event-stream' },
      payload: { messages: [{ role: 'user', content: 'remote nurse jobs in Manchester' }] },
    });
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = response.body.split('\n\n').filter(Boolean);
    expect(events[0]).toMatch(/^event: delta\ndata: /);
    const done = events.at(-1)!;
    expect(done).toMatch(/^event: done\n/);
    const answer = JSON.parse(done.split('data: ')[1]!) as { data: Answer };
    expect(answer.data.positions).toHaveLength(2);
    const text = events
      .slice(0, -1)
      .map((event) => (JSON.parse(event.split('data: ')[1]!) as { text: string }).text)
      .join('');
    expect(text).toBe(answer.data.reply);
  });

  it('keeps the conversation 30 days, exports it and deletes it with the account', async () => {
    let grace = await signIn(t.app, 'grace@example.com');
    await ask('remote nurse jobs in Manchester', 'en', grace);
    const candidate = await t.database.db
      .selectFrom('candidates')
      .select('id')
      .where('email', '=', 'grace@example.com')
      .executeTakeFirstOrThrow();
    const rows = () =>
      t.database.db
        .selectFrom('chat_messages')
        .select(['role', 'content', 'position_ids'])
        .where('candidate_id', '=', candidate.id)
        .orderBy('created_at')
        .execute();
    const kept = await rows();
    expect(kept.map((row) => row.role)).toEqual(['user', 'assistant']);
    expect(kept[1]!.position_ids).toHaveLength(2);

    const exported = await request(t.app, grace, { url: '/api/pcsx/account/export' });
    expect(exported.statusCode).toBe(200);
    expect(exported.json<{ chatMessages: unknown[] }>().chatMessages).toHaveLength(2);

    t.clock.set(new Date(CHAT_TODAY.getTime() + 29 * 86_400_000));
    await removeExpiredRows(t.app.deps);
    expect(await rows()).toHaveLength(2);
    t.clock.set(new Date(CHAT_TODAY.getTime() + 31 * 86_400_000));
    await removeExpiredRows(t.app.deps);
    expect(await rows()).toHaveLength(0);
    t.clock.set(CHAT_TODAY);

    // the session ran out with the 31 days
    grace = await signIn(t.app, 'grace@example.com');
    await ask('remote nurse jobs in Manchester', 'en', grace);
    const deleted = await request(t.app, grace, {
      method: 'DELETE',
      url: '/api/pcsx/account',
      payload: { confirmation: 'grace@example.com' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await rows()).toHaveLength(0);
  });

  it('limits how often one candidate asks (429)', async () => {
    const eve = await signIn(t.app, 'eve@example.com');
    const statuses: number[] = [];
    for (let n = 0; n < 21; n += 1)
      statuses.push((await ask('What benefits do you offer?', 'en', eve)).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('keeps the FAQ and the model out of the boot data', async () => {
    const response = await request(t.app, ada, { url: '/api/pcsx/boot_data' });
    const config = response.json<{ data: { config: { chatbotxConfig: object } } }>().data.config;
    expect(config.chatbotxConfig).toEqual({
      enabled: true,
      copilotMode: false,
      greeting: '',
      faq: [],
    });
  });
});
