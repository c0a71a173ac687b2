import { expect } from '@playwright/test';
import { E2E_BASE_URL } from './base-url.ts';

type OutboxMail = { to: string; subject: string; text: string; createdAt: string };

const CODE_PATTERN = /\b\d{6}\b/;

// The dev outbox answers only requests from this machine that no proxy forwarded, so it is read
// with Node's fetch, without the X-Forwarded-For every Playwright request of a project carries.

/** The outbox, newest first; dashboard.spec reads it for the referral email too. */
export const readOutbox = async (): Promise<OutboxMail[]> => {
  const response = await fetch(`${E2E_BASE_URL}/dev/outbox.json`);
  expect(response.status, 'GET /dev/outbox.json').toBe(200);
  const body = (await response.json()) as { data: OutboxMail[] };
  return body.data;
};

/** createdAt of the newest mail to the address, to tell the next one from it. */
export const newestMailMark = async (email: string) =>
  (await readOutbox()).find((mail) => mail.to === email)?.createdAt ?? null;

/**
 * The 6-digit code of the newest mail to the address (the outbox lists newest first), waiting
 * until a mail newer than `after` (a newestMailMark) arrives.
 */
export const readSignInCode = async (
  email: string,
  after: string | null = null,
): Promise<string> => {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await readOutbox()).find((item) => item.to === email);
        if (!mail || mail.createdAt === after) return undefined;
        code = CODE_PATTERN.exec(mail.text)?.[0];
        return code;
      },
      { message: `a sign-in code mailed to ${email}`, timeout: 10_000 },
    )
    .toMatch(CODE_PATTERN);
  return code!;
};

/** A code that is certainly not the right one: the right one with its last digit changed. */
export const wrongCodeFor = (code: string) =>
  code.slice(0, -1) + String((Number(code.at(-1)) + 1) % 10);
