import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addPositions } from '../../test/positions.ts';
import { request, signIn, type Browser } from '../../test/sign-in.ts';
import { CHAT_TODAY, chatCorpus, chatTenantConfig } from './chat-test-kit.ts';

type ModelRequest = {
  model: string;
  messages: { role: string; content?: string | null; tool_call_id?: string }[];
  tools: { function: { name: string } }[];
};

/**
 * A language model server speaking the OpenAI chat completions API: it asks for the search tool
 * first, then answers naming the first position the tool returned and a job it made up.
 */
const startModelServer = async () => {
  const received: ModelRequest[] = [];
  const readBody = async (incoming: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as ModelRequest;
  };
  const server = createServer((incoming, outgoing) => {
    void readBody(incoming).then((body) => {
      received.push(body);
      const toolAnswer = body.messages.find((message) => message.role === 'tool');
      const message = toolAnswer
        ? (() => {
            const found = JSON.parse(toolAnswer.content!) as {
              positions: { id: number; name: string }[];
            };
            const first = found.positions[0]!;
            return {
              role: 'assistant',
              content: `Try ${first.name} (#${first.id}), or our Astronaut role (#999999).`,
            };
          })()
        : {
            role: 'assistant',
            content: null,
            tool_calls: [
              {
                id: 'call_1',
                type: 'function',
                function: {
                  name: 'search_positions',
                  arguments: JSON.stringify({
                    query: 'nurse',
                    location: 'Manchester',
                    remote: true,
                  }),
                },
              },
            ],
          };
      outgoing.setHeader('content-type', 'application/json');
      outgoing.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          model: body.model,
          choices: [{ index: 0, message, finish_reason: toolAnswer ? 'stop' : 'tool_calls' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, received, port: (server.address() as AddressInfo).port };
};

let t: TestApp;
let ada: Browser;
let model: Awaited<ReturnType<typeof startModelServer>>;

beforeAll(async () => {
  model = await startModelServer();
  t = await createTestApp({
    config: chatTenantConfig({
      model: { url: `http://127.0.0.1:${model.port}/v1`, name: 'test-model', timeoutMs: 5_000 },
    }),
  });
  t.clock.set(CHAT_TODAY);
  const tenant = await t.database.db.selectFrom('tenants').select('id').executeTakeFirstOrThrow();
  await addPositions(t.app, tenant.id, chatCorpus());
  ada = await signIn(t.app, 'ada@example.com');
});
afterAll(async () => {
  await t.close();
  if (model.server.listening) await new Promise((resolve) => model.server.close(resolve));
});

const ask = async (content: string) => {
  const response = await request(t.app, ada, {
    method: 'POST',
    url: '/api/pcsx/chat',
    payload: { messages: [{ role: 'user', content }] },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{
    data: { reply: string; source: string; positions: { id: number; name: string }[] };
  }>().data;
};

describe('POST /api/pcsx/chat with a language model', () => {
  it('lets the model search and shows only positions the search returned', async () => {
    const answer = await ask('Any remote nursing jobs in Manchester?');
    expect(answer.source).toBe('model');
    const [first, second] = model.received;
    expect(first!.model).toBe('test-model');
    expect(first!.tools.map((tool) => tool.function.name)).toEqual([
      'search_positions',
      'get_position_details',
      'get_dashboard',
      'search_faq',
    ]);
    const toolResult = JSON.parse(
      second!.messages.find((message) => message.role === 'tool')!.content!,
    ) as { positions: { id: number }[] };
    const searched = await t.app.inject({
      url: '/api/pcsx/search',
      query: { query: 'nurse', location: 'Manchester', filter_workplace: 'remote' },
    });
    const searchIds = searched
      .json<{ data: { positions: { id: number }[] } }>()
      .data.positions.map((position) => position.id);
    expect(toolResult.positions.map((position) => position.id)).toEqual(searchIds);
    expect(answer.positions.map((position) => position.id)).toEqual([searchIds[0]]);
    expect(answer.positions.every((position) => searchIds.includes(position.id))).toBe(true);
  });

  it('falls back to the built-in assistant when the model is slower than its time limit', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const slow = await createTestApp({
      config: chatTenantConfig({
        model: { url: `http://127.0.0.1:${port}/v1`, name: 'slow-model', timeoutMs: 500 },
      }),
    });
    try {
      const browser = await signIn(slow.app, 'ada@example.com');
      const response = await request(slow.app, browser, {
        method: 'POST',
        url: '/api/pcsx/chat',
        payload: { messages: [{ role: 'user', content: 'What benefits do you offer?' }] },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: { source: string; kind: string } }>().data).toMatchObject({
        source: 'builtin',
        kind: 'faq',
      });
    } finally {
      await slow.close();
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('falls back to the built-in assistant when the model server is down', async () => {
    await new Promise((resolve) => model.server.close(resolve));
    const answer = await ask('remote nurse jobs in Manchester');
    expect(answer.source).toBe('builtin');
    expect(answer.reply).toMatch(/^I found 2 open positions/);
    expect(answer.positions).toHaveLength(2);
  });
});
