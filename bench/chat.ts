// npm run bench:chat: every question of bench/chat/ asked of the built-in assistant, through the
// code the chat route runs (answerChat), over the demo tenant seeded in PGlite at a fixed time.
// Prints accuracy per intent and per language (dev and held-out apart), the dev failures only,
// and p50/p95 answer time. `-- --world DIR` keeps the seeded database in DIR for the next run.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ChatMessage } from '@careers/shared';
import { answerChat } from '../apps/server/src/modules/chat/answer-chat.ts';
import { checkAnswer, type BenchAnswer, type PositionPlaces } from './chat/check-answer.ts';
import { DEMO_DOMAIN, DEMO_EMAIL, openDemoWorld } from './chat/demo-world.ts';
import type { Question } from './chat/question-types.ts';
import { loadQuestions } from './chat/questions.ts';
import { printTable, type Outcome } from './chat/print-table.ts';

const { values } = parseArgs({ options: { world: { type: 'string' } } });
const world = await openDemoWorld(values.world);
const { deps } = world.app;
const tenant = (await deps.tenants.resolve(DEMO_DOMAIN, undefined))!;
const candidate = await deps.db
  .selectFrom('candidates')
  .selectAll()
  .where('tenant_id', '=', tenant.id)
  .where('email', '=', DEMO_EMAIL)
  .executeTakeFirstOrThrow();
const places: PositionPlaces = new Map();
const rows = await deps.db
  .selectFrom('positions as p')
  .leftJoin('position_locations as l', 'l.position_id', 'p.id')
  .select(['p.id', 'p.title', 'l.city'])
  .where('p.tenant_id', '=', tenant.id)
  .execute();
for (const row of rows) {
  const place = places.get(row.id) ?? { title: row.title, cities: [] };
  if (row.city) place.cities.push(row.city);
  places.set(row.id, place);
}

const ask = async (question: Question) => {
  const context = {
    deps,
    tenant,
    candidate,
    pageSearch: { query: '', location: '', filters: {} },
    cartIds: new Set(question.cart ?? []),
    language: question.hl,
  };
  const messages: ChatMessage[] = [];
  for (const earlier of question.before ?? []) {
    messages.push({ role: 'user', content: earlier });
    const answer = await answerChat(context, messages, world.app.log);
    messages.push({ role: 'assistant', content: answer.reply });
  }
  messages.push({ role: 'user', content: question.text });
  const started = performance.now();
  const answer = (await answerChat(context, messages, world.app.log)) as BenchAnswer;
  return { answer, ms: performance.now() - started };
};

const questions = loadQuestions();
// once untimed: the first answers pay for compiling the code and warming the index
for (const question of questions.slice(0, 20)) await ask(question);
const outcomes: Outcome[] = [];
for (const question of questions) {
  const { answer, ms } = await ask(question);
  const problems = checkAnswer({ question, answer, faq: tenant.config.chatbotxConfig.faq, places });
  outcomes.push({ question, answer, ms, problems });
}
await world.close();

const report = printTable(outcomes);
const file = path.resolve(import.meta.dirname, 'results/chat.json');
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, ...report }, null, 2)}\n`,
);
