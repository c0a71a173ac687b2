import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, signIn, type Browser } from '../../test/sign-in.ts';
import { TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { lastMailTo, openDashboardApp } from '../applications/application-status-test-kit.ts';

type Tree = { [key: string]: string | Tree };
const referralWords = (language: string) =>
  (
    JSON.parse(
      readFileSync(
        new URL(`../../../../web/src/locales/${language}/server-messages.json`, import.meta.url),
        'utf8',
      ),
    ) as Tree
  ).referralEmail as Record<string, string>;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/%\((\w+)\)s/g, (_, name: string) => values[name] ?? '');

const GERMAN_TITLE = 'Roboterflüsterer (m/w/d)';

let t: TestApp;
let positionId: number;
let ada: Browser;
beforeAll(async () => {
  let positions;
  ({ t, positions } = await openDashboardApp());
  positionId = positions.open;
  await t.app.deps.db
    .insertInto('position_translations')
    .values({
      position_id: positionId,
      language: 'de',
      title: GERMAN_TITLE,
      description: '<p>Bringen Sie Robotern das Zuhören bei.</p>',
    })
    .execute();
  ada = await signIn(t.app, 'ada@example.com');
});
afterAll(async () => {
  await t.close();
});

const refer = (email: string, language: string) =>
  request(t.app, ada, {
    method: 'POST',
    url: `/api/pcsx/referrals?domain=${TEST_DOMAIN}&hl=${language}`,
    payload: { position_id: positionId, name: 'Grace', email, note: 'Ein tolles Team.' },
  });

describe.each(['de', 'ar', 'ja'] as const)('a referral by someone reading %s', (language) => {
  it('reaches the friend in that language, the posting titled in it when it has one', async () => {
    const email = `friend-${language}@example.com`;
    expect((await refer(email, language)).statusCode).toBe(201);
    const mail = (await lastMailTo(t, email))!;
    const words = referralWords(language);
    const position = language === 'de' ? GERMAN_TITLE : 'Robot Whisperer';
    const values = { referrer: 'ada@example.com', position, company: 'Acme Robotics' };
    expect(mail.subject).toBe(fill(words.subject!, values));
    expect(mail.text_body).toContain(fill(words.greeting!, { name: 'Grace' }));
    expect(mail.text_body).toContain(fill(words.referred!, values));
    expect(mail.text_body).toContain(fill(words.note!, { note: 'Ein tolles Team.' }));
    expect(mail.text_body).toContain(words.countsAsReferred);
    expect(mail.text_body).toMatch(
      new RegExp(
        `/careers/job/${String(positionId)}\\?domain=acme\\.example&referral_token=[\\w-]+&hl=${language}`,
      ),
    );
    expect(mail.text_body).not.toMatch(/referred you|Apply through/);
  });
});

it("writes in the language the friend saved on the site rather than the referrer's", async () => {
  const email = 'reads-japanese@example.com';
  await signIn(t.app, email);
  await t.app.deps.db
    .updateTable('candidates')
    .set({ interface_language: 'ja' })
    .where('email', '=', email)
    .execute();
  await refer(email, 'de');
  const mail = (await lastMailTo(t, email))!;
  expect(mail.subject).toBe(
    fill(referralWords('ja').subject!, {
      referrer: 'ada@example.com',
      position: 'Robot Whisperer',
      company: 'Acme Robotics',
    }),
  );
});
