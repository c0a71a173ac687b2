import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { loadCsrfTokenFromMeta } from './csrf-token.ts';
import { installFakeFetch, sentRequest } from './fake-fetch.ts';
import { http } from './index.ts';

const setPage = (pathAndQuery: string) => window.history.replaceState(null, '', pathAndQuery);
const metaToken = () =>
  document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.getAttribute('content');

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="token-from-page">';
  loadCsrfTokenFromMeta();
  setPage('/jobs');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CSRF token', () => {
  it('sends the token of the meta tag on every request', async () => {
    const fetchMock = installFakeFetch({ body: { data: null } });
    await http.get('/api/pcsx/job_cart');
    await http.post('/api/pcsx/job_cart', { pids: ['1'], operation: 'add' });
    expect(sentRequest(fetchMock, 0).headers.get('X-CSRF-Token')).toBe('token-from-page');
    expect(sentRequest(fetchMock, 1).headers.get('X-CSRF-Token')).toBe('token-from-page');
  });

  it('adopts the token of a response, for later requests and in the meta tag', async () => {
    const fetchMock = installFakeFetch(
      { body: { data: null }, headers: { 'X-CSRF-Token': 'token-2' } },
      { body: { data: null } },
    );
    await http.post('/api/auth/verify', { code: '123456' });
    expect(metaToken()).toBe('token-2');
    await http.get('/api/pcsx/profile_details');
    expect(sentRequest(fetchMock).headers.get('X-CSRF-Token')).toBe('token-2');
  });

  it('sends once more with the token of a refusal that names a new one (the session ended)', async () => {
    const fetchMock = installFakeFetch(
      { status: 403, headers: { 'X-CSRF-Invalid': '1', 'X-CSRF-Token': 'fresh' } },
      { body: { data: 'applied' } },
    );
    await expect(http.post('/api/pcsx/apply', { position_id: 1 })).resolves.toBe('applied');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentRequest(fetchMock, 1).headers.get('X-CSRF-Token')).toBe('fresh');
    expect(sentRequest(fetchMock, 1).init.body).toBe(sentRequest(fetchMock, 0).init.body);
    expect(metaToken()).toBe('fresh');
  });

  it('does not send again when the refusal names no new token, nor a second time', async () => {
    const sameToken = installFakeFetch({
      status: 403,
      headers: { 'X-CSRF-Invalid': '1', 'X-CSRF-Token': 'token-from-page' },
    });
    await expect(http.post('/api/offer/offers/1/decline')).rejects.toThrow('Invalid CSRF.');
    expect(sameToken).toHaveBeenCalledTimes(1);

    const everNew = installFakeFetch(
      { status: 403, headers: { 'X-CSRF-Invalid': '1', 'X-CSRF-Token': 'fresh-1' } },
      { status: 403, headers: { 'X-CSRF-Invalid': '1', 'X-CSRF-Token': 'fresh-2' } },
      { body: { data: null } },
    );
    await expect(http.post('/api/offer/offers/1/decline')).rejects.toThrow('Invalid CSRF.');
    expect(everNew).toHaveBeenCalledTimes(2);
  });

  it('creates the meta tag when the page has none', async () => {
    document.head.innerHTML = '';
    loadCsrfTokenFromMeta();
    const fetchMock = installFakeFetch({ body: { data: 1 }, headers: { 'X-CSRF-Token': 'new' } });
    await http.get('/api/pcsx/boot_data');
    expect(sentRequest(fetchMock).headers.has('X-CSRF-Token')).toBe(false);
    expect(metaToken()).toBe('new');
  });
});

describe('page parameters', () => {
  it('copies the page debug parameter onto every request', async () => {
    setPage('/jobs?debug=1');
    const fetchMock = installFakeFetch({ body: { data: null } });
    await http.get('/api/pcsx/search', { params: { query: 'nurse' } });
    await http.post('/api/pcsx/job_cart', {});
    expect(sentRequest(fetchMock, 0).url.searchParams.get('debug')).toBe('1');
    expect(sentRequest(fetchMock, 1).url.searchParams.get('debug')).toBe('1');
  });

  it('adds no debug parameter when the page has none', async () => {
    const fetchMock = installFakeFetch({ body: { data: null } });
    await http.get('/api/pcsx/search');
    expect(sentRequest(fetchMock).url.searchParams.has('debug')).toBe(false);
  });

  it('adds the page domain to requests that name no tenant', async () => {
    setPage('/jobs?domain=acme.example');
    const fetchMock = installFakeFetch({ body: { data: null } });
    await http.get('/api/pcsx/search');
    expect(sentRequest(fetchMock).url.searchParams.get('domain')).toBe('acme.example');
  });

  it('keeps the domain a request names in its params, address or body', async () => {
    setPage('/jobs?domain=acme.example');
    const fetchMock = installFakeFetch({ body: { data: null } });
    await http.get('/api/pcsx/search', { params: { domain: 'other.example' } });
    expect(sentRequest(fetchMock).url.searchParams.getAll('domain')).toEqual(['other.example']);
    await http.get('/vslog?domain=third.example');
    expect(sentRequest(fetchMock).url.searchParams.getAll('domain')).toEqual(['third.example']);
    await http.post('/api/pcsx/notifications/mark_all_viewed', { domain: 'body.example' });
    expect(sentRequest(fetchMock).url.searchParams.has('domain')).toBe(false);
    const form = new FormData();
    form.set('domain', 'form.example');
    await http.post('/api/pcsx/upload_resume', form);
    expect(sentRequest(fetchMock).url.searchParams.has('domain')).toBe(false);
  });
});

describe('params, headers and bodies', () => {
  it('repeats array params, stringifies scalars and skips undefined', async () => {
    const fetchMock = installFakeFetch({ body: { data: null } });
    await http.get('/api/pcsx/search', {
      params: {
        filter_country: ['US', 'FR'],
        start: 10,
        include_tab_list: true,
        sort_by: undefined,
      },
    });
    const { url } = sentRequest(fetchMock);
    expect(url.pathname).toBe('/api/pcsx/search');
    expect(url.searchParams.getAll('filter_country')).toEqual(['US', 'FR']);
    expect(url.searchParams.get('start')).toBe('10');
    expect(url.searchParams.get('include_tab_list')).toBe('true');
    expect(url.searchParams.has('sort_by')).toBe(false);
  });

  it('sends the timezone and no body on GET', async () => {
    const fetchMock = installFakeFetch({ body: { data: null } });
    await http.get('/api/pcsx/profile_details');
    const { init, headers } = sentRequest(fetchMock);
    expect(headers.get('X-Timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)('sends JSON bodies on %s', async (verb) => {
    const fetchMock = installFakeFetch({ body: { data: null } });
    await http[verb]('/api/pcsx/draft_applications', { position_ids: ['7'] });
    const { init, headers } = sentRequest(fetchMock);
    expect(init.method).toBe(verb.toUpperCase());
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"position_ids":["7"]}');
  });

  it('passes FormData through for multipart and sends nothing for an absent body', async () => {
    const fetchMock = installFakeFetch({ body: { data: null } });
    const form = new FormData();
    form.set('signed_offer_letter_pdf_file', new Blob(['%PDF']), 'signed.pdf');
    await http.post('/api/offer/offers/1/accept', form);
    expect(sentRequest(fetchMock).init.body).toBe(form);
    expect(sentRequest(fetchMock).headers.has('Content-Type')).toBe(false);
    await http.post('/api/offer/offers/1/decline');
    expect(sentRequest(fetchMock).init.body).toBeUndefined();
    expect(sentRequest(fetchMock).headers.has('Content-Type')).toBe(false);
  });
});

describe('success bodies', () => {
  it('resolves to the data of the envelope, parsed by the schema', async () => {
    installFakeFetch({ body: { data: { count: 3, extra: 'dropped' } } });
    const schema = z.object({ count: z.number() });
    const badge = http.get('/api/pcsx/notification_badge', { schema });
    expectTypeOf(badge).resolves.toEqualTypeOf<{ count: number }>();
    expectTypeOf<Awaited<ReturnType<typeof http.post>>>().toBeUnknown();
    await expect(badge).resolves.toEqual({ count: 3 });
  });

  it('resolves to undefined for an empty body', async () => {
    installFakeFetch({ status: 204 });
    await expect(http.post('/api/offer/offers/1/decline')).resolves.toBeUndefined();
  });

  it('rethrows a cancellation as the abort it is', async () => {
    const controller = new AbortController();
    vi.stubGlobal('fetch', async () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const failure = await http
      .get('/api/offer/offers', { signal: controller.signal })
      .catch((e) => e);
    expect(failure).toBeInstanceOf(DOMException);
    expect((failure as DOMException).name).toBe('AbortError');
  });
});
