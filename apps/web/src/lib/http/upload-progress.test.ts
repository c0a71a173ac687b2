import { api } from '@careers/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from './call-api.ts';
import { loadCsrfTokenFromMeta } from './csrf-token.ts';
import { HttpError } from './http-error.ts';

/** An XMLHttpRequest that "sends" its body in two halves, then answers `answer`. */
const fakeXhr = (answer: { status: number; body: unknown; headers?: string }) => {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] =
    [];
  class FakeXhr extends EventTarget {
    upload = new EventTarget();
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    private request = { method: '', url: '', headers: {} as Record<string, string> };
    open(method: string, url: string) {
      this.request = { method, url, headers: {} };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }
    getAllResponseHeaders() {
      return answer.headers ?? 'content-type: application/json\r\n';
    }
    abort() {}
    send(body: unknown) {
      sent.push({ ...this.request, body });
      const progress = (loaded: number) =>
        Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: 100 });
      queueMicrotask(() => {
        this.upload.dispatchEvent(progress(50));
        this.upload.dispatchEvent(progress(100));
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.dispatchEvent(new Event('load'));
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
};

const file = () => {
  const body = new FormData();
  body.append('file', new File(['title\n'], 'positions.csv', { type: 'text/csv' }));
  return body;
};

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="token-from-page">';
  loadCsrfTokenFromMeta();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an upload with progress', () => {
  it('reports the bytes sent and resolves to the answer’s data, with the CSRF token sent', async () => {
    const report = { total: 1, imported: 1, positionIds: [7], rejected: [] };
    const sent = fakeXhr({ status: 200, body: { data: report } });
    const seen: number[] = [];
    const data = await callApi(
      api.importPositions,
      { query: { domain: 'acme.example' }, body: file() },
      { onUploadProgress: ({ loaded, total }) => seen.push(loaded / total) },
    );
    expect(data).toEqual(report);
    expect(seen).toEqual([0.5, 1]);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: expect.stringContaining('/api/admin/positions/import?domain=acme.example'),
      headers: { 'x-csrf-token': 'token-from-page' },
    });
    expect(sent[0]!.body).toBeInstanceOf(FormData);
  });

  it('turns a refusal into the client’s HttpError with the server’s message', async () => {
    fakeXhr({
      status: 413,
      body: {
        message: 'The file is too large. The limit is 5 MB.',
        error: { code: 'payload_too_large', message: 'The file is too large. The limit is 5 MB.' },
      },
    });
    const call = callApi(
      api.importPositions,
      { query: { domain: 'acme.example' }, body: file() },
      { onUploadProgress: () => {} },
    );
    await expect(call).rejects.toBeInstanceOf(HttpError);
    await expect(call).rejects.toMatchObject({ status: 413, code: 'payload_too_large' });
  });
});
