import { describe, expect, it } from 'vitest';
import { newBrowser, request, type Browser } from '../../test/sign-in.ts';
import { TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import {
  EPIC_EHR,
  editProfile,
  getProfile,
  openEachTestWithAda,
  reviewResume,
  reviewedProfile,
  storeSuggestions,
  storeUpload,
  TXT_RESUME,
  uploadResume,
} from './profile-test-kit.ts';

let t: TestApp;
let ada: Browser;
openEachTestWithAda((opened) => ({ t, ada } = opened));

const q = `?domain=${TEST_DOMAIN}`;

const review = (body: Record<string, unknown>, browser = ada) => reviewResume(t.app, browser, body);
const reviewed = (body: Record<string, unknown>) => reviewedProfile(t.app, ada, body);

const uploadTxt = async () => {
  const response = await uploadResume(t.app, ada, {
    name: 'cv.txt',
    type: 'text/plain',
    bytes: TXT_RESUME,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

/** A profile as the TXT resume fills it: every field and the lists marked. */
const storeParsedProfile = () =>
  storeUpload(t.app, {
    names: ['Ada', 'Lovelace'],
    profile: {
      email: 'ada.lovelace@mail.example',
      headline: 'Analyst',
      summary: 'Numbers.',
      location: { city: 'London', countryCode: 'GB', country: 'United Kingdom' },
      phones: [{ number: '+442079460958', type: 'mobile', isParsed: true }],
      workExperience: [{ title: 'Analyst', company: 'Analytical Engines Ltd', isParsed: true }],
      skills: [
        { name: 'Poetry', isParsed: false },
        { name: 'Mathematics', isParsed: true },
        { name: 'Python', isParsed: true },
      ],
      parsedFields: ['firstName', 'lastName', 'email', 'headline', 'summary', 'location'],
    },
  });

describe('POST /api/pcsx/resume_review', () => {
  it('a real upload marks every field it filled New, kept in the profile, and each one is undone or kept', async () => {
    await storeSuggestions(t.app, [EPIC_EHR]);
    const { candidate, parse } = await uploadTxt();
    expect(parse.filledFields).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email']));
    expect(candidate.parsedFields).toEqual(parse.filledFields);
    expect(candidate).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    // a second upload replaces the first one's suggestions (this parse is sure of the name)
    expect(parse.suggestedFields).toEqual([]);
    expect(candidate.resumeSuggestions).toEqual([]);
    // the marks are stored with the profile: a reload shows them
    expect((await getProfile(t.app, ada)).json().data.profile.parsedFields).toEqual(
      parse.filledFields,
    );

    const undone = await reviewed({ action: 'undo', field: 'firstName' });
    expect(undone.firstName).toBe('');
    expect(undone.lastName).toBe('Lovelace');
    expect(undone.parsedFields).not.toContain('firstName');
    // the contact email goes back to empty, so the profile shows the sign-in email again
    expect((await reviewed({ action: 'undo', field: 'email' })).email).toBe('ada@example.com');
    const kept = await reviewed({ action: 'keep', field: 'lastName' });
    expect(kept.lastName).toBe('Lovelace');
    expect(kept.parsedFields).not.toContain('lastName');
    // a second undo of a field no longer marked changes nothing
    expect((await reviewed({ action: 'undo', field: 'lastName' })).lastName).toBe('Lovelace');
    // and the list items it added (whichever lists this parse filled) are kept one by one
    const skill = kept.skills.findIndex((item: { isParsed: boolean }) => item.isParsed);
    expect(skill, JSON.stringify(kept.skills)).toBeGreaterThanOrEqual(0);
    const keptSkill = await reviewed({ action: 'keep', field: 'skills', index: skill });
    expect(keptSkill.skills[skill].isParsed).toBe(false);
  });

  it('undoes each scalar field the parse filled back to empty, location included', async () => {
    await storeParsedProfile();
    const fields = ['firstName', 'lastName', 'email', 'headline', 'summary', 'location'];
    let profile;
    for (const field of fields) profile = await reviewed({ action: 'undo', field });
    expect(profile).toMatchObject({
      firstName: '',
      lastName: '',
      email: 'ada@example.com',
      headline: '',
      summary: '',
      location: null,
      parsedFields: [],
    });
    // the session user follows the names on the row
    const boot = await request(t.app, ada, { url: `/api/pcsx/boot_data${q}` });
    expect(boot.json().data.profile).toMatchObject({ firstName: '', lastName: '' });
  });

  it('keep takes the mark away and leaves the value', async () => {
    await storeParsedProfile();
    const kept = await reviewed({ action: 'keep', field: 'headline' });
    expect(kept.headline).toBe('Analyst');
    expect(kept.parsedFields).toEqual(['firstName', 'lastName', 'email', 'summary', 'location']);
    expect((await getProfile(t.app, ada)).json().data.profile.parsedFields).toEqual(
      kept.parsedFields,
    );
  });

  it('keeps or removes the items the parse added, one at a time, and never removes a typed one', async () => {
    await storeParsedProfile();
    const kept = await reviewed({ action: 'keep', field: 'skills', index: 1 });
    expect(kept.skills).toEqual([
      { name: 'Poetry', proficiency: null, isParsed: false },
      { name: 'Mathematics', proficiency: null, isParsed: false },
      { name: 'Python', proficiency: null, isParsed: true },
    ]);
    // undo of an item the candidate owns (typed, or kept) changes nothing
    expect((await reviewed({ action: 'undo', field: 'skills', index: 0 })).skills).toHaveLength(3);
    expect((await reviewed({ action: 'undo', field: 'skills', index: 1 })).skills).toHaveLength(3);
    const removed = await reviewed({ action: 'undo', field: 'skills', index: 2 });
    expect(removed.skills.map((skill: { name: string }) => skill.name)).toEqual([
      'Poetry',
      'Mathematics',
    ]);
  });

  it('editing a field clears its mark; a basics edit without the email keeps the email and its mark', async () => {
    await storeParsedProfile();
    const edited = await editProfile(t.app, ada, {
      op_section: 'basics',
      operation: 'update',
      op_data: {
        value: { firstName: 'Augusta', lastName: 'Lovelace', headline: 'Analyst', summary: '' },
      },
    });
    const profile = edited.json().data.profile;
    expect(profile.email).toBe('ada.lovelace@mail.example');
    expect(profile.parsedFields).toEqual(['lastName', 'email', 'headline', 'location']);
    // what the candidate typed is never emptied by a late undo
    expect((await reviewed({ action: 'undo', field: 'firstName' })).firstName).toBe('Augusta');
    const moved = await editProfile(t.app, ada, {
      op_section: 'location',
      operation: 'update',
      op_data: { value: { city: 'Paris', countryCode: 'FR' } },
    });
    expect(moved.json().data.profile.parsedFields).toEqual(['lastName', 'email', 'headline']);
    const job = await editProfile(t.app, ada, {
      op_section: 'workExperience',
      operation: 'update',
      op_data: { index: 0, value: { title: 'Senior Analyst', company: 'Analytical Engines Ltd' } },
    });
    expect(job.json().data.profile.workExperience[0].isParsed).toBe(false);
  });

  it('undo all empties the fields, removes the items and the suggestions; keep all takes every mark away', async () => {
    await storeParsedProfile();
    await storeSuggestions(t.app, [EPIC_EHR]);
    const undone = await reviewed({ action: 'undo_all' });
    expect(undone).toMatchObject({
      firstName: '',
      lastName: '',
      email: 'ada@example.com',
      headline: '',
      location: null,
      parsedFields: [],
      resumeSuggestions: [],
      workExperience: [],
      phones: [],
      skills: [{ name: 'Poetry', proficiency: null, isParsed: false }],
    });

    await storeParsedProfile();
    const kept = await reviewed({ action: 'keep_all' });
    expect(kept).toMatchObject({ firstName: 'Ada', headline: 'Analyst', parsedFields: [] });
    expect(kept.skills).toHaveLength(3);
    for (const section of ['skills', 'workExperience', 'phones'] as const)
      expect(kept[section].some((item: { isParsed: boolean }) => item.isParsed)).toBe(false);
  });

  it('refuses a field that does not go with the action with 422, and bad input with 400', async () => {
    await storeParsedProfile();
    const cases: [Record<string, unknown>, string][] = [
      [{ action: 'accept', field: 'firstName' }, 'field'],
      [{ action: 'dismiss' }, 'field'],
      [{ action: 'keep', field: 'name' }, 'field'],
      [{ action: 'undo', field: 'skills' }, 'index'],
      [{ action: 'keep', field: 'skills', index: 3 }, 'index'],
      [{ action: 'keep', field: 'education', index: 0 }, 'index'],
    ];
    for (const [body, field] of cases) {
      const response = await review(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().error.code).toBe('profile_invalid');
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    }
    for (const body of [{ action: 'forget' }, { action: 'keep', field: 'avatar' }, {}]) {
      const response = await review(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
    // nothing was written
    expect((await getProfile(t.app, ada)).json().data.profile.parsedFields).toHaveLength(6);
  });

  it('needs a signed-in candidate and the CSRF token', async () => {
    const stranger = await newBrowser(t.app);
    expect((await review({ action: 'keep_all' }, stranger)).statusCode).toBe(401);
    const forged = await request(t.app, ada, {
      method: 'POST',
      url: `/api/pcsx/resume_review${q}`,
      payload: { action: 'keep_all' },
      headers: { 'x-csrf-token': 'forged' },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('the account export carries the marks and the suggestions; deleting the account removes them', async () => {
    await storeParsedProfile();
    await storeSuggestions(t.app, [EPIC_EHR]);
    const exported = await request(t.app, ada, { url: `/api/pcsx/account/export${q}` });
    expect(exported.statusCode).toBe(200);
    const archive = JSON.parse(exported.body);
    expect(archive.profile.profile.parsedFields).toContain('email');
    expect(archive.profile.profile.resumeSuggestions).toEqual([EPIC_EHR]);
    const deleted = await request(t.app, ada, {
      method: 'DELETE',
      url: `/api/pcsx/account${q}`,
      payload: { confirmation: 'ada@example.com' },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const left = await t.app.deps.db
      .selectFrom('candidates')
      .select('profile')
      .where('email', '=', 'ada@example.com')
      .execute();
    expect(left).toEqual([]);
  });
});
