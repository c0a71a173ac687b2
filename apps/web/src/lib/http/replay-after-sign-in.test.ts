import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCsrfTokenFromMeta, setCsrfToken } from './csrf-token.ts';
import { installFakeFetch, sentRequest } from './fake-fetch.ts';
import { http, HttpError, onSessionExpired, registerSignInPrompt, settleSignIn } from './index.ts';

const SESSION_ENDED = { status: 401, headers: { 'X-Login-Required': '1' } };
const SAVED = { body: { data: { isSaved: true } } };

let unregister: (() => void) | undefined;
beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="old-session">';
  loadCsrfTokenFromMeta();
});
afterEach(() => {
  unregister?.();
  unregister = undefined;
  vi.unstubAllGlobals();
});

/**
 * Resolves when the next call is refused for want of a session, as the shell hears it to show
 * the login modal: by then the call waits for the sign-in (it starts waiting in the same turn).
 */
const nextRefusal = () =>
  new Promise<void>((resolve) => {
    const stop = onSessionExpired(() => {
      stop();
      resolve();
    });
  });

describe('an action refused for want of a session', () => {
  it('is sent again, with the new token, once the person signs in', async () => {
    unregister = registerSignInPrompt();
    const fetchMock = installFakeFetch(SESSION_ENDED, SAVED);
    const refused = nextRefusal();
    const saving = http.post('/api/pcsx/positions/saved', { position_id: 7, isSaved: true });
    await refused;
    // signing in gives the page a new token (the verify answer's X-CSRF-Token)
    setCsrfToken('new-session');
    settleSignIn(true);

    await expect(saving).resolves.toEqual({ isSaved: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentRequest(fetchMock, 1).init.body).toBe(sentRequest(fetchMock, 0).init.body);
    expect(sentRequest(fetchMock, 1).headers.get('X-CSRF-Token')).toBe('new-session');
  });

  it('fails as it was when the person closes the login modal', async () => {
    unregister = registerSignInPrompt();
    const fetchMock = installFakeFetch(SESSION_ENDED, SAVED);
    const refused = nextRefusal();
    const saving = http.post('/api/pcsx/positions/saved', { position_id: 7, isSaved: true });
    await refused;
    settleSignIn(false);
    await expect(saving).rejects.toMatchObject({ kind: 'session-expired' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is sent again only once, and a read is never held', async () => {
    unregister = registerSignInPrompt();
    const twice = installFakeFetch(SESSION_ENDED);
    const refused = nextRefusal();
    const saving = http.post('/api/pcsx/positions/saved', { position_id: 7, isSaved: true });
    await refused;
    settleSignIn(true);
    await expect(saving).rejects.toBeInstanceOf(HttpError);
    expect(twice).toHaveBeenCalledTimes(2);

    installFakeFetch(SESSION_ENDED);
    await expect(http.get('/api/pcsx/positions/saved')).rejects.toMatchObject({
      kind: 'session-expired',
    });
  });

  it('fails at once when nothing can ask the person to sign in', async () => {
    installFakeFetch(SESSION_ENDED, SAVED);
    await expect(
      http.post('/api/pcsx/positions/saved', { position_id: 7, isSaved: true }),
    ).rejects.toMatchObject({ kind: 'session-expired' });
  });
});
