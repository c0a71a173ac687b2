import { describe, expect, it } from 'vitest';
import { addPositions, makePosition } from '../../test/positions.ts';
import { request, type Browser } from '../../test/sign-in.ts';
import type { TestApp } from '../../test/test-app.ts';
import { defaultTenantId } from '../form-responses/form-responses-test-kit.ts';
import { editProfile, openEachTestWithAda, uploadResume } from './profile-test-kit.ts';

let t: TestApp;
let ada: Browser;
openEachTestWithAda((opened) => ({ t, ada } = opened));

const edit = (op_section: string, operation: string, value: unknown) =>
  editProfile(t.app, ada, { op_section, operation, op_data: { value } });

const fillProfile = async () => {
  await edit('basics', 'update', { firstName: 'Ada', lastName: 'Lovelace', headline: 'Engineer' });
  await edit('location', 'update', {
    city: 'London',
    region: 'England',
    country: 'United Kingdom',
  });
  await edit('phones', 'add', { number: '+44 20 7946 0958' });
  await edit('workExperience', 'add', {
    title: 'Robot Engineer',
    company: 'Analytical Engines',
    startDate: '2021-03',
    isCurrent: true,
  });
  await edit('skills', 'add', { name: 'Robotics' });
};

describe('what reads the profile', () => {
  it('prefills the apply form from the profile, current resume included, and applies with it', async () => {
    const [positionId] = await addPositions(t.app, await defaultTenantId(t), [
      makePosition({ title: 'Robot Whisperer', skills: ['Robotics'] }),
    ]);
    await fillProfile();
    const upload = await uploadResume(t.app, ada, {
      name: 'cv.txt',
      type: 'text/plain',
      bytes: 'Ada Lovelace, robots.',
    });
    const resume = upload.json().data.candidate.resumes[0];
    const form = await request(t.app, ada, {
      url: `/api/pcsx/apply_form?position_id=${positionId}`,
    });
    const { prefill } = form.json().data;
    expect(prefill).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+442079460958',
      location: 'London, England, United Kingdom',
      skills: ['Robotics'],
      currentRole: { startDate: '03/2021', endDate: null, isCurrent: true },
      resume: [expect.objectContaining({ name: 'cv.txt', size: resume.size })],
    });
    const applied = await request(t.app, ada, {
      method: 'POST',
      url: '/api/pcsx/apply',
      payload: {
        position_id: positionId,
        answers: {
          ...prefill,
          phone: { callingCode: '+44', number: '20 7946 0958', selectedCountryCode: 'GB' },
          workAuthorization: 'yes',
          privacyConsent: true,
        },
      },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    // the application keeps the file even when the profile lets go of the resume
    const deleted = await request(t.app, ada, {
      method: 'DELETE',
      url: `/api/pcsx/resumes/${resume.id}`,
    });
    expect(deleted.statusCode).toBe(200);
    const file = await t.app.deps.files.read(await defaultTenantId(t), prefill.resume[0].fileId);
    expect(file).not.toBeNull();
  });

  it("turns a new candidate's match from no_profile to a score once the profile has skills", async () => {
    const [positionId] = await addPositions(t.app, await defaultTenantId(t), [
      makePosition({ title: 'Robot Engineer', skills: ['Robotics'] }),
    ]);
    const match = () =>
      request(t.app, ada, { url: `/api/pcsx/match_details?position_id=${positionId}` });
    expect((await match()).json().data).toMatchObject({ status: 'no_profile' });
    await fillProfile();
    const after = (await match()).json().data;
    expect(after.score).toBeGreaterThan(0);
    expect(after.skills.matched).toEqual(['Robotics']);
  });

  it('analyses the profile: completion with hints in the asked language, missing skills and best titles', async () => {
    await addPositions(t.app, await defaultTenantId(t), [
      makePosition({ title: 'Robot Engineer', skills: ['Robotics', 'Python', 'ROS'] }),
      makePosition({ title: 'Senior Robot Engineer', skills: ['Robotics', 'Python'] }),
      makePosition({ title: 'Pastry Chef', skills: ['Baking'] }),
    ]);
    const analysis = (hl: string) =>
      request(t.app, ada, { url: `/api/pcsx/profile_analysis?hl=${hl}` });
    const empty = (await analysis('en')).json().data;
    expect(empty.completion.percentage).toBe(0);
    expect(empty.completion.missing[0]).toEqual({
      section: 'basics',
      hint: 'Add your first and last name and a headline that says what you do.',
    });
    expect(empty.analysis).toEqual({ comparedPositions: 0, missingSkills: [], bestTitles: [] });

    await fillProfile();
    const filled = (await analysis('fr-CA')).json().data;
    expect(filled.completion.percentage).toBe(68);
    expect(filled.completion.missing.map((item: { section: string }) => item.section)).toEqual([
      'education',
      'jobPreferences',
      'languages',
      'links',
      'avatar',
    ]);
    expect(filled.completion.missing[0].hint).toContain('Ajoutez');
    expect(filled.analysis.comparedPositions).toBe(2);
    expect(filled.analysis.missingSkills).toEqual([
      { name: 'Python', positionCount: 2 },
      { name: 'ROS', positionCount: 1 },
    ]);
    expect(filled.analysis.bestTitles[0]).toMatchObject({
      title: 'Robot Engineer',
      positionCount: 2,
    });
    expect((await analysis('xx')).json().data.completion.missing[0].hint).toMatch(/^Add/);
  });
});
