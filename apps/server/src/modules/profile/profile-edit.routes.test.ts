import { describe, expect, it } from 'vitest';
import { newBrowser, request, type Browser } from '../../test/sign-in.ts';
import { TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { countRows, editProfile, getProfile, openEachTestWithAda } from './profile-test-kit.ts';

let t: TestApp;
let ada: Browser;
openEachTestWithAda((opened) => ({ t, ada } = opened));

const ONE_PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const job = (title: string, company = 'Analytical Engines') => ({
  title,
  company,
  startDate: '2020-01',
  endDate: null,
  isCurrent: true,
});

describe('GET /api/pcsx/profile_details', () => {
  it('answers a new candidate an empty profile with their sign-in email, and needs a session', async () => {
    const response = await getProfile(t.app, ada);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.profile).toMatchObject({
      firstName: '',
      lastName: '',
      email: 'ada@example.com',
      avatar: null,
      location: null,
      workExperience: [],
      skills: [],
      resumes: [],
      jobPreferences: { desiredTitles: [], workplaceTypes: [], willingToRelocate: false },
    });
    expect((await getProfile(t.app, await newBrowser(t.app))).statusCode).toBe(401);
  });
});

describe('POST /api/pcsx/profile_edit', () => {
  it('updates the basics and the location, and the names reach the session user', async () => {
    const basics = await editProfile(t.app, ada, {
      op_section: 'basics',
      operation: 'update',
      op_data: { value: { firstName: 'Ada', lastName: 'Lovelace', headline: 'Analyst' } },
    });
    expect(basics.statusCode).toBe(200);
    expect(basics.json().data.profile).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      headline: 'Analyst',
      email: 'ada@example.com',
    });
    await editProfile(t.app, ada, {
      op_section: 'location',
      operation: 'update',
      op_data: { value: { city: 'London', countryCode: 'GB', country: 'United Kingdom' } },
    });
    const boot = await request(t.app, ada, { url: `/api/pcsx/boot_data?domain=${TEST_DOMAIN}` });
    expect(boot.json().data.user.fullname).toBe('Ada Lovelace');
    expect(boot.json().data.profile).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      avatar: null,
      location: { city: 'London' },
    });
    expect(boot.json().data.profileCompletionData.percentage).toBe(25);
    expect((await getProfile(t.app, ada)).json().data.profile.location).toMatchObject({
      city: 'London',
      countryCode: 'GB',
    });
  });

  it('adds, updates, reorders and deletes list items by index', async () => {
    const add = (value: unknown) =>
      editProfile(t.app, ada, {
        op_section: 'workExperience',
        operation: 'add',
        op_data: { value },
      });
    await add(job('Analyst'));
    const added = await add(job('Programmer', 'Babbage & Co'));
    expect(
      added.json().data.profile.workExperience.map((item: { title: string }) => item.title),
    ).toEqual(['Analyst', 'Programmer']);
    const updated = await editProfile(t.app, ada, {
      op_section: 'workExperience',
      operation: 'update',
      op_data: { index: 0, value: job('Senior Analyst') },
    });
    expect(updated.json().data.profile.workExperience[0]).toMatchObject({
      title: 'Senior Analyst',
      isParsed: false,
    });
    const list = updated.json().data.profile.workExperience;
    const reordered = await editProfile(t.app, ada, {
      op_section: 'workExperience',
      operation: 'update',
      op_data: { value: [list[1], list[0]] },
    });
    expect(reordered.json().data.profile.workExperience[0].title).toBe('Programmer');
    const deleted = await editProfile(t.app, ada, {
      op_section: 'workExperience',
      operation: 'delete',
      op_data: { index: 1 },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.profile.workExperience).toHaveLength(1);
  });

  it('answers 422 profile_invalid with a message per field, and writes nothing', async () => {
    await editProfile(t.app, ada, {
      op_section: 'skills',
      operation: 'add',
      op_data: { value: { name: 'Mathematics' } },
    });
    const before = (await getProfile(t.app, ada)).json();
    const cases: [unknown, string][] = [
      [{ op_section: 'hobbies', operation: 'add', op_data: { value: {} } }, 'op_section'],
      [{ op_section: 'skills', operation: 'replace', op_data: { value: {} } }, 'operation'],
      [{ op_section: 'skills', operation: 'delete', op_data: { index: 5 } }, 'op_data.index'],
      [
        { op_section: 'skills', operation: 'update', op_data: { index: -1, value: { name: 'x' } } },
        'op_data.index',
      ],
      [
        { op_section: 'skills', operation: 'add', op_data: { value: { name: '' } } },
        'op_data.value.name',
      ],
      [
        {
          op_section: 'workExperience',
          operation: 'add',
          op_data: { value: { ...job('X'), startDate: '2020-13' } },
        },
        'op_data.value.startDate',
      ],
      [
        {
          op_section: 'links',
          operation: 'add',
          op_data: { value: { url: 'javascript:alert(1)' } },
        },
        'op_data.value.url',
      ],
      [{ op_section: 'basics', operation: 'add', op_data: { value: {} } }, 'operation'],
      [
        { op_section: 'basics', operation: 'update', op_data: { value: { email: 'nope' } } },
        'op_data.value.email',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await editProfile(t.app, ada, body as Parameters<typeof editProfile>[2]);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().error.code).toBe('profile_invalid');
      expect(response.json().error.fields[field], JSON.stringify(body)).toBeTruthy();
    }
    expect((await getProfile(t.app, ada)).json()).toEqual(before);
  });

  it('stores a PNG photo, answers it on the static asset host, serves it to its owner only, and removes it', async () => {
    const set = await editProfile(t.app, ada, {
      op_section: 'avatar',
      operation: 'update',
      op_data: { value: ONE_PIXEL_PNG },
    });
    expect(set.statusCode).toBe(200);
    const avatar: string = set.json().data.avatar;
    expect(avatar).toMatch(/^http:\/\/[^/]+\/api\/pcsx\/avatars\/[0-9a-f-]{36}$/);
    expect(set.json().data.profile.avatar).toBe(avatar);
    const path = new URL(avatar).pathname;
    const image = await request(t.app, ada, { url: `${path}?domain=${TEST_DOMAIN}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const bob = await (await import('../../test/sign-in.ts')).signIn(t.app, 'bob@example.com');
    expect((await request(t.app, bob, { url: `${path}?domain=${TEST_DOMAIN}` })).statusCode).toBe(
      404,
    );

    const files = (await countRows(t.app)).files;
    const removed = await editProfile(t.app, ada, {
      op_section: 'avatar',
      operation: 'delete',
      op_data: {},
    });
    expect(removed.json().data.avatar).toBeNull();
    expect((await countRows(t.app)).files).toBe(files - 1);
  });

  it('refuses a photo that is not a PNG or JPEG by its content, storing nothing', async () => {
    const files = (await countRows(t.app)).files;
    const gif = `data:image/png;base64,${Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;').toString('base64')}`;
    const spoofed = await editProfile(t.app, ada, {
      op_section: 'avatar',
      operation: 'update',
      op_data: { value: gif },
    });
    expect(spoofed.statusCode).toBe(415);
    expect(spoofed.json().error.code).toBe('file_type_not_allowed');
    const broken = await editProfile(t.app, ada, {
      op_section: 'avatar',
      operation: 'update',
      op_data: { value: 'not a data url' },
    });
    expect(broken.statusCode).toBe(422);
    expect((await countRows(t.app)).files).toBe(files);
  });
});

describe('the configured static asset host', () => {
  it('prefixes the photo with STATIC_ASSET_URL', async () => {
    const { createTestApp } = await import('../../test/test-app.ts');
    const { signIn } = await import('../../test/sign-in.ts');
    const other = await createTestApp({ env: { STATIC_ASSET_URL: 'https://assets.example/' } });
    try {
      const grace = await signIn(other.app, 'grace@example.com');
      const set = await editProfile(other.app, grace, {
        op_section: 'avatar',
        operation: 'update',
        op_data: { value: ONE_PIXEL_PNG },
      });
      expect(set.json().data.avatar).toMatch(/^https:\/\/assets\.example\/api\/pcsx\/avatars\//);
    } finally {
      await other.close();
    }
  });
});
