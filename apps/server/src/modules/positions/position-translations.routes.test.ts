import type { Language, PositionInput } from '@careers/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { newToken, positionBody, withToken } from './admin-test-kit.ts';
import { readPostingTitles } from './read-posting-titles.ts';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const GERMAN = {
  language: 'de',
  title: 'Roboterflüsterer (m/w/d)',
  description: '<p>Bringen Sie Robotern das Zuhören bei.</p><script>alert(1)</script>',
} as const;
const ARABIC = {
  language: 'ar',
  title: 'مُحاور الروبوتات',
  description: '<p>علّم الروبوتات الإصغاء.</p>',
} as const;

const start = async (config: Parameters<typeof createTestApp>[0] = {}) => {
  t = await createTestApp(config);
  return newToken(t.app);
};

const save = async (token: string, overrides: Partial<PositionInput>, id?: number) =>
  withToken(t.app, token, {
    method: id ? 'PUT' : 'POST',
    url: `/api/admin/positions${id ? `/${String(id)}` : ''}?domain=${TEST_DOMAIN}`,
    payload: positionBody(overrides),
  });

const details = (id: number, headers: Record<string, string> = {}, hl?: string) =>
  t.app.inject({
    url: `/api/pcsx/position_details?domain=${TEST_DOMAIN}&position_id=${String(id)}${hl ? `&hl=${hl}` : ''}`,
    headers,
  });

describe('positions in several languages', () => {
  it("stores translations beside the text in the site's default language", async () => {
    const token = await start();
    const response = await save(token, { translations: [GERMAN, ARABIC] });
    expect(response.statusCode).toBe(201);
    const position = response.json().data;
    expect(position.defaultLanguage).toBe('en');
    // stored in language order, the description sanitised as the position's own
    expect(position.translations).toEqual([
      ARABIC,
      { ...GERMAN, description: '<p>Bringen Sie Robotern das Zuhören bei.</p>' },
    ]);
    const read = await withToken(t.app, token, {
      url: `/api/admin/positions/${String(position.id)}?domain=${TEST_DOMAIN}`,
    });
    expect(read.json().data.translations).toEqual(position.translations);
  });

  it("answers the job in the reader's language, else in the posting's default", async () => {
    const token = await start();
    const { id } = (await save(token, { translations: [GERMAN, ARABIC] })).json().data;

    const german = (await details(id, {}, 'de')).json().data;
    expect(german.position).toMatchObject({
      name: GERMAN.title,
      description: '<p>Bringen Sie Robotern das Zuhören bei.</p>',
      language: 'de',
      languages: ['en', 'ar', 'de'],
    });
    expect(german).toMatchObject({ name: GERMAN.title, language: 'de' });

    // the browser's language counts as the error messages' does; de-AT reads de
    const byBrowser = (await details(id, { 'accept-language': 'de-AT,de;q=0.9' })).json().data;
    expect(byBrowser.position.language).toBe('de');
    const arabic = (await details(id, { cookie: 'hl=ar' })).json().data;
    expect(arabic.position).toMatchObject({ name: ARABIC.title, language: 'ar' });

    const french = (await details(id, {}, 'fr')).json().data;
    expect(french.position).toMatchObject({
      name: 'Robot Whisperer',
      description: '<p>Teach robots to listen.</p>',
      language: 'en',
    });
  });

  it('reads a regional language in its base language (pt-BR in pt)', async () => {
    const token = await start();
    const portuguese = {
      language: 'pt',
      title: 'Encantador de robôs',
      description: '<p>Olá</p>',
    } as const;
    const { id } = (await save(token, { translations: [portuguese] })).json().data;
    const brazil = (await details(id, {}, 'pt-BR')).json().data;
    expect(brazil.position).toMatchObject({ name: portuguese.title, language: 'pt' });
  });

  it("takes the site's default language when the posting names none", async () => {
    const token = await start({ config: { defaultLanguage: 'fr' } });
    const response = await save(token, { translations: [GERMAN] });
    expect(response.json().data.defaultLanguage).toBe('fr');
    const named = await save(token, { defaultLanguage: 'ja', translations: [GERMAN] });
    expect(named.json().data.defaultLanguage).toBe('ja');
  });

  it('replaces the translations on an update', async () => {
    const token = await start();
    const { id } = (await save(token, { translations: [GERMAN, ARABIC] })).json().data;
    const updated = await save(token, { translations: [ARABIC] }, id);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.translations).toEqual([ARABIC]);
    const german = (await details(id, {}, 'de')).json().data;
    expect(german.position.language).toBe('en');
  });

  it('refuses an unknown language, a second translation in one language and the default one', async () => {
    const token = await start();
    const cases: [Partial<PositionInput>, string, RegExp][] = [
      [
        { translations: [{ ...GERMAN, language: 'xx' as 'de' }] },
        'translations.0.language',
        /expected one of/,
      ],
      [{ translations: [GERMAN, ARABIC, GERMAN] }, 'translations.2.language', /already/],
      [
        { defaultLanguage: 'de', translations: [ARABIC, GERMAN] },
        'translations.1.language',
        /default language/,
      ],
      // no defaultLanguage: the site's, English here
      [{ translations: [{ ...GERMAN, language: 'en' }] }, 'translations.0.language', /default/],
      [{ translations: [{ ...GERMAN, title: ' ' }] }, 'translations.0.title', /./],
      [
        { translations: [{ ...GERMAN, description: '<script>x</script>' }] },
        'translations.0.description',
        /no text/,
      ],
      [{ defaultLanguage: 'tlh' as 'de' }, 'defaultLanguage', /expected one of/],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await save(token, overrides);
      expect(response.statusCode, field).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('validation_failed');
      expect(error.fields[field], field).toMatch(message);
    }
  });
});

describe('readPostingTitles', () => {
  it("names search results in the reader's language where the posting has it", async () => {
    const token = await start();
    const translated = (await save(token, { translations: [GERMAN, ARABIC] })).json().data.id;
    const german = (await save(token, { defaultLanguage: 'de', translations: [ARABIC] })).json()
      .data.id;
    const plain = (await save(token, {})).json().data.id;
    const ids = [translated, german, plain];
    const titlesIn = async (language: Language) =>
      Object.fromEntries(await readPostingTitles(t.app.deps.db, ids, language));
    expect(await titlesIn('de')).toEqual({
      [translated]: { title: GERMAN.title, language: 'de' },
    });
    expect(await titlesIn('ar')).toEqual({
      [translated]: { title: ARABIC.title, language: 'ar' },
      [german]: { title: ARABIC.title, language: 'ar' },
    });
    expect(await titlesIn('fr')).toEqual({});
  });

  it('finds a posting by its translated title and lists it under that title', async () => {
    const token = await start();
    const id = (await save(token, { translations: [GERMAN] })).json().data.id;
    await t.app.deps.search.settled();
    const search = async (query: string, language: string) =>
      (
        await t.app.inject({
          url: `/api/pcsx/search?domain=${TEST_DOMAIN}&query=${encodeURIComponent(query)}`,
          headers: { 'accept-language': language },
        })
      ).json().data.positions as { id: number; name: string }[];
    expect(await search('Roboterflüsterer', 'de')).toEqual([
      expect.objectContaining({ id, name: GERMAN.title }),
    ]);
    // in English, the same posting under its own title, found by its German words too
    const [found] = await search('zuhören', 'en');
    expect(found).toMatchObject({ id });
    expect(found!.name).not.toBe(GERMAN.title);
  });

  it('says which language each listed title is in', async () => {
    const token = await start();
    const translated = (await save(token, { translations: [GERMAN] })).json().data.id;
    const arabic = (
      await save(token, { defaultLanguage: 'ar', title: ARABIC.title, translations: [] })
    ).json().data.id;
    await t.app.deps.search.settled();
    const listed = async (hl: string) =>
      Object.fromEntries(
        (
          (await t.app.inject({ url: `/api/pcsx/search?domain=${TEST_DOMAIN}&hl=${hl}` })).json()
            .data.positions as { id: number; name: string; language: string }[]
        ).map(({ id, name, language }) => [id, { name, language }]),
      );
    // a German reader: the German translation, and the Arabic posting in Arabic, marked so
    expect(await listed('de')).toEqual({
      [translated]: { name: GERMAN.title, language: 'de' },
      [arabic]: { name: ARABIC.title, language: 'ar' },
    });
    expect((await listed('en'))[translated]).toEqual({ name: 'Robot Whisperer', language: 'en' });
  });
});
