import { expect, type APIRequestContext } from '@playwright/test';
import { newestMailMark, readSignInCode } from './outbox.ts';

/** The seeded demo candidate of the default tenant (northwind.example). */
export const DEMO_EMAIL = 'demo@northwind.example';
export const DEMO_NAME = 'Jordan Rivera';

/**
 * A new address for each sign-in that does not need the demo candidate: sign-in codes are rate
 * limited per address (5 per 15 minutes) and per IP (20 per 15 minutes).
 */
export const freshEmail = () =>
  `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Every response carries the current CSRF token; boot data is the cheapest request to ask. */
export const currentCsrfToken = async (request: APIRequestContext) => {
  const response = await request.get('/api/pcsx/boot_data');
  expect(response.status()).toBe(200);
  const token = response.headers()['x-csrf-token'];
  expect(token, 'X-CSRF-Token header of boot data').toBeTruthy();
  return token!;
};

/**
 * Signs in through the API with the request context of a browser context, so the session cookie
 * lands in the browser: POST /api/auth/code, the code from the dev outbox, POST /api/auth/verify.
 * One code request.
 */
export const signInThroughApi = async (request: APIRequestContext, email: string) => {
  const mark = await newestMailMark(email);
  const asked = await request.post('/api/auth/code', {
    data: { email },
    headers: { 'X-CSRF-Token': await currentCsrfToken(request) },
  });
  expect(asked.status(), `POST /api/auth/code for ${email}: ${await asked.text()}`).toBe(200);
  const code = await readSignInCode(email, mark);
  const verified = await request.post('/api/auth/verify', {
    data: { email, code },
    headers: { 'X-CSRF-Token': await currentCsrfToken(request) },
  });
  expect(verified.status(), `POST /api/auth/verify for ${email}: ${await verified.text()}`).toBe(
    200,
  );
};

export type BootDataSummary = {
  isLoggedIn: boolean;
  loggedOutApplyEnabled: boolean;
};

export const readBootData = async (
  request: APIRequestContext,
  domain?: string,
): Promise<BootDataSummary> => {
  const response = await request.get('/api/pcsx/boot_data', {
    params: domain ? { domain } : {},
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as {
    data: { isLoggedIn: boolean; config: { applyConfig: { loggedOutApplyEnabled: boolean } } };
  };
  return {
    isLoggedIn: data.isLoggedIn,
    loggedOutApplyEnabled: data.config.applyConfig.loggedOutApplyEnabled,
  };
};

export const isTermsAttested = async (request: APIRequestContext) => {
  const response = await request.get('/api/pcsx/terms_of_service');
  if (response.status() !== 200) return false;
  const { data } = (await response.json()) as { data: { tosAttested: boolean } };
  return data.tosAttested;
};

/**
 * A candidate signed in through the API and past the terms gate and onboarding (a new address
 * unless one is given), ready for the pages a journey is about. Returns the address.
 */
export const signInReadyCandidate = async (request: APIRequestContext, email = freshEmail()) => {
  await signInThroughApi(request, email);
  for (const path of ['/api/pcsx/terms_of_service', '/api/pcsx/onboarding']) {
    const response = await request.post(path, {
      headers: { 'X-CSRF-Token': await currentCsrfToken(request) },
    });
    expect(response.status(), path).toBe(200);
  }
  return email;
};
