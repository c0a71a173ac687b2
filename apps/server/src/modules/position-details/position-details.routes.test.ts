import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { request, signIn, type Browser } from '../../test/sign-in.ts';
import { addTenant, newToken, positionBody, withToken } from '../positions/admin-test-kit.ts';

let t: TestApp;
let token: string;

const create = async (overrides: Parameters<typeof positionBody>[0] = {}, domain = TEST_DOMAIN) => {
  const as = domain === TEST_DOMAIN ? token : await newToken(t.app, domain);
  const response = await withToken(t.app, as, {
    method: 'POST',
    url: `/api/admin/positions?domain=${domain}`,
    payload: positionBody(overrides),
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { data: { id: number } }).data.id;
};

const get = (path: string, browser?: Browser) =>
  browser ? request(t.app, browser, { url: path }) : t.app.inject({ url: path });

const setProfile = async (email: string, profile: object) => {
  await t.app.deps.db
    .updateTable('candidates')
    .set({ profile: JSON.stringify(profile) })
    .where('email', '=', email)
    .execute();
};

beforeEach(async () => {
  t = await createTestApp({
    config: {
      positionDetailsConfig: { strongMatchThreshold: 60 },
      overrides: { '2': { showInsights: false, strongMatchThreshold: 90 } },
    },
  });
  await addTenant(t.app, 'other.example');
  token = await newToken(t.app);
});
afterEach(async () => {
  await t.close();
});

describe('GET /api/pcsx/position_details', () => {
  it('answers the position with its locations, salary, skills and isSaved', async () => {
    const id = await create({
      title: 'Senior Robotics Engineer',
      salaryMin: 70_000,
      salaryMax: 90_000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'year',
    });
    const response = await get(
      `/api/pcsx/position_details?domain=${TEST_DOMAIN}&position_id=${String(id)}`,
    );
    expect(response.statusCode).toBe(200);
    const { position, metadata } = response.json().data;
    expect(position).toMatchObject({
      id,
      name: 'Senior Robotics Engineer',
      description: '<p>Teach robots to listen.</p>',
      department: 'Engineering',
      category: 'Software',
      employmentType: 'full_time',
      location: 'Berlin, Germany',
      salary: { min: 70_000, max: 90_000, currency: 'EUR', period: 'year' },
      skills: ['Go', 'Robotics'],
      positionUserActions: { isSaved: false },
    });
    expect(position.locations[0]).toMatchObject({ city: 'Berlin', lat: 52.52, lng: 13.405 });
    expect(metadata).toEqual({ isFallback: false });
  });

  it('shows the searched location first, and falls back to the primary one when absent', async () => {
    const id = await create({
      locations: [
        { displayName: 'Berlin, Germany', city: 'Berlin', country: 'Germany' },
        { displayName: 'Lisbon, Portugal', city: 'Lisbon', country: 'Portugal' },
      ],
    });
    const url = (where: string) =>
      `/api/pcsx/position_details?domain=${TEST_DOMAIN}&position_id=${String(id)}&queried_location=${encodeURIComponent(where)}`;
    const lisbon = (await get(url('Lisbon'))).json().data;
    expect(lisbon.position.location).toBe('Lisbon, Portugal');
    expect(lisbon.metadata.isFallback).toBe(false);
    const tokyo = (await get(url('Tokyo'))).json().data;
    expect(tokyo.position.location).toBe('Berlin, Germany');
    expect(tokyo.metadata.isFallback).toBe(true);
  });

  it('refuses a malformed position_id with a 400 and a clear message', async () => {
    for (const bad of ['abc', '-4', '0', '', '1%3B%20drop']) {
      const response = await get(
        `/api/pcsx/position_details?domain=${TEST_DOMAIN}&position_id=${bad}`,
      );
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toMatch(/position_id/);
    }
    const missing = await get(`/api/pcsx/position_details?domain=${TEST_DOMAIN}`);
    expect(missing.statusCode).toBe(400);
  });

  it("answers 404 for a missing position, another site's and a closed one", async () => {
    const theirs = await create({}, 'other.example');
    const closed = await create();
    await withToken(t.app, token, {
      method: 'POST',
      url: `/api/admin/positions/${String(closed)}/close?domain=${TEST_DOMAIN}`,
    });
    for (const id of [999_999, theirs, closed]) {
      const response = await get(
        `/api/pcsx/position_details?domain=${TEST_DOMAIN}&position_id=${String(id)}`,
      );
      expect(response.statusCode, String(id)).toBe(404);
    }
  });
});

describe('GET /api/pcsx/overrides', () => {
  it("answers the position's own settings, or null", async () => {
    const first = await create();
    const second = await create();
    expect(second).toBe(2);
    const none = await get(
      `/api/pcsx/overrides?domain=${TEST_DOMAIN}&position_id=${String(first)}`,
    );
    expect(none.json()).toEqual({ data: { overrides: null } });
    const own = await get(`/api/pcsx/overrides?domain=${TEST_DOMAIN}&position_id=2`);
    expect(own.json()).toEqual({
      data: { overrides: { showInsights: false, strongMatchThreshold: 90 } },
    });
  });
});

describe('GET /api/pcsx/match_details', () => {
  const profile = {
    headline: 'Robotics engineer',
    location: { city: 'Berlin', country: 'Germany', latitude: 52.5, longitude: 13.4 },
    skills: ['Go', 'Python', 'ROS'],
    workExperience: [
      {
        title: 'Robotics Engineer',
        company: 'Kuka',
        startDate: '2019-01',
        endDate: null,
        isCurrent: true,
        description: 'Motion planning.',
      },
    ],
    jobPreferences: { employmentTypes: ['full_time'] },
  };

  it('invites a visitor to sign in instead of scoring', async () => {
    const id = await create();
    const response = await get(
      `/api/pcsx/match_details?domain=${TEST_DOMAIN}&position_id=${String(id)}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'visitor', score: null, threshold: 60 });
  });

  it('says when a signed-in profile has nothing to compare', async () => {
    const id = await create();
    const browser = await signIn(t.app, 'empty@example.com');
    const response = await get(
      `/api/pcsx/match_details?domain=${TEST_DOMAIN}&position_id=${String(id)}`,
      browser,
    );
    expect(response.json().data.status).toBe('no_profile');
  });

  it("scores the signed-in candidate's own profile and explains it", async () => {
    const id = await create({ title: 'Robotics Engineer', skills: ['Go', 'Robotics', 'C++'] });
    const ada = await signIn(t.app, 'ada@example.com');
    await setProfile('ada@example.com', profile);
    const response = await get(
      `/api/pcsx/match_details?domain=${TEST_DOMAIN}&position_id=${String(id)}`,
      ada,
    );
    const match = response.json().data;
    expect(match.status).toBe('ok');
    expect(match.skills).toEqual({ matched: ['Go', 'Robotics'], missing: ['C++'] });
    expect(match.titleMatch).toEqual({ isMatch: true, closestTitle: 'Robotics Engineer' });
    expect(match.location.fit).toBe('same_city');
    expect(match.employmentTypeMatch).toBe(true);
    expect(match.relatedExperience).toEqual([
      { title: 'Robotics Engineer', company: 'Kuka', years: 7 },
    ]);
    expect(match.score).toBeGreaterThanOrEqual(80);
    expect(match.isStrongMatch).toBe(true);
    expect(match.stars).toBe(Math.round((match.score / 20) * 2) / 2);

    // Another candidate signed in elsewhere sees their own match, never Ada's.
    const bob = await signIn(t.app, 'bob@example.com');
    await setProfile('bob@example.com', {
      skills: ['Accounting'],
      location: { city: 'Lima', country: 'Peru' },
      workExperience: [
        { title: 'Accountant', company: 'X', startDate: '2020-01', isCurrent: true },
      ],
    });
    const bobs = (
      await get(`/api/pcsx/match_details?domain=${TEST_DOMAIN}&position_id=${String(id)}`, bob)
    ).json().data;
    expect(bobs.skills.matched).toEqual([]);
    expect(bobs.location.fit).toBe('relocation');
    expect(bobs.score).toBeLessThan(match.score);
    expect(bobs.isStrongMatch).toBe(false);
  });

  it("uses the position's own strong-match threshold", async () => {
    await create();
    const second = await create({ title: 'Robotics Engineer', skills: ['Go'] });
    const ada = await signIn(t.app, 'ada@example.com');
    await setProfile('ada@example.com', profile);
    const match = (
      await get(`/api/pcsx/match_details?domain=${TEST_DOMAIN}&position_id=${String(second)}`, ada)
    ).json().data;
    expect(match.threshold).toBe(90);
  });

  it('reads a malformed profile as empty rather than failing', async () => {
    const id = await create();
    const ada = await signIn(t.app, 'ada@example.com');
    await setProfile('ada@example.com', {
      skills: 'Go',
      workExperience: [{ title: 5 }],
      location: 'Berlin',
    });
    const response = await get(
      `/api/pcsx/match_details?domain=${TEST_DOMAIN}&position_id=${String(id)}`,
      ada,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('no_profile');
  });
});

describe('GET /api/pcsx/position_insights', () => {
  it('computes similar roles, top skills, recency and the team from open positions', async () => {
    const id = await create({ title: 'Robot Whisperer', skills: ['Go', 'Robotics', 'ROS'] });
    const closeMatch = await create({ title: 'Robot Trainer', skills: ['Go', 'Robotics'] });
    const farMatch = await create({ title: 'Firmware Engineer', skills: ['C'] });
    await create({
      title: 'Accountant',
      department: 'Finance',
      jobFamily: 'Accounting',
      skills: ['Go'],
    });
    const closed = await create({ title: 'Old Robot Role', skills: ['Go', 'Robotics', 'ROS'] });
    await withToken(t.app, token, {
      method: 'POST',
      url: `/api/admin/positions/${String(closed)}/close?domain=${TEST_DOMAIN}`,
    });
    await create({ title: 'Their Robot Role', skills: ['Go'] }, 'other.example');
    t.clock.advance(3 * 24 * 60 * 60 * 1000);

    const response = await get(
      `/api/pcsx/position_insights?domain=${TEST_DOMAIN}&position_id=${String(id)}`,
    );
    expect(response.statusCode).toBe(200);
    const insights = response.json().data;
    expect(insights.postedDaysAgo).toBe(3);
    expect(insights.similarRoles.map((role: { id: number }) => role.id)).toEqual([
      closeMatch,
      farMatch,
    ]);
    expect(insights.similarRoles[0]).toMatchObject({
      name: 'Robot Trainer',
      location: 'Berlin, Germany',
    });
    expect(insights.topSkills.slice(0, 2)).toEqual([
      { skill: 'Go', count: 2, isRequired: true },
      { skill: 'Robotics', count: 2, isRequired: true },
    ]);
    expect(insights.rolesCompared).toBe(3);
    expect(insights.team.name).toBe('Engineering');
    expect(insights.team.openCount).toBe(2);
  });

  it('answers 400 for bad input and 404 for an unknown position', async () => {
    expect(
      (await get(`/api/pcsx/position_insights?domain=${TEST_DOMAIN}&position_id=x`)).statusCode,
    ).toBe(400);
    expect(
      (await get(`/api/pcsx/position_insights?domain=${TEST_DOMAIN}&position_id=42`)).statusCode,
    ).toBe(404);
  });
});
