import type { App } from '../core/app.ts';

export type Browser = { cookies: Map<string, string>; csrfToken: string };

const cookieHeader = (browser: Browser) =>
  [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** Sends a request the way the web client does: cookies, CSRF header; keeps what comes back. */
export const request = async (
  app: App,
  browser: Browser,
  options: {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
    /** The client address the server sees (127.0.0.1 unless given). */
    remoteAddress?: string;
  },
) => {
  const response = await app.inject({
    method: options.method ?? 'GET',
    url: options.url,
    headers: {
      cookie: cookieHeader(browser),
      'x-csrf-token': browser.csrfToken,
      ...options.headers,
    },
    ...(options.payload !== undefined && { payload: options.payload as object }),
    ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
  });
  for (const cookie of response.cookies) {
    if (cookie.value === '' || cookie.maxAge === 0) browser.cookies.delete(cookie.name);
    else browser.cookies.set(cookie.name, cookie.value);
  }
  const token = response.headers['x-csrf-token'];
  if (typeof token === 'string') browser.csrfToken = token;
  return response;
};

/** A new visitor: loads a page to get its cookie and CSRF token. */
export const newBrowser = async (app: App): Promise<Browser> => {
  const browser: Browser = { cookies: new Map(), csrfToken: '' };
  await request(app, browser, { url: '/api/pcsx/boot_data' });
  return browser;
};

export const latestCode = async (app: App, email: string) => {
  const mail = await app.deps.db
    .selectFrom('outbox_mail')
    .select('text_body')
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(mail.text_body)![1]!;
};

/** Signs in through the real endpoints with the code from the outbox. */
export const signIn = async (app: App, email: string, browser?: Browser): Promise<Browser> => {
  const signedIn = browser ?? (await newBrowser(app));
  await request(app, signedIn, { method: 'POST', url: '/api/auth/code', payload: { email } });
  const code = await latestCode(app, email);
  const response = await request(app, signedIn, {
    method: 'POST',
    url: '/api/auth/verify',
    payload: { email, code },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return signedIn;
};
