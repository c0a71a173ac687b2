import { expect, type APIRequestContext } from '@playwright/test';

type OutboxMail = { to: string; subject: string; text: string; createdAt: string };

const CODE_PATTERN = /\b\d{6}\b/;

const readOutbox = async (request: APIRequestContext): Promise<OutboxMail[]> => {
  const response = await request.get('/dev/outbox.json');
  expect(response.status(), 'GET /dev/outbox.json').toBe(200);
  const body = (await response.json()) as { data: OutboxMail[] };
  return body.data;
};

/** createdAt of the newest mail to the address, to tell the next one from it. */
export const newestMailMark = async (request: APIRequestContext, email: string) =>
  (await readOutbox(request)).find((mail) => mail.to === email)?.createdAt ?? null;

/**
 * The 6-digit code of the newest mail to the address (the outbox lists newest first), waiting
 * until a mail newer than `after` (a newestMailMark) arrives.
 */
export const readSignInCode = async (
  request: APIRequestContext,
  email: string,
  after: string | null = null,
): Promise<string> => {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await readOutbox(request)).find((item) => item.to === email);
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
