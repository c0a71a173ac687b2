import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http/index.ts';
import { i18n, initI18n } from '@/lib/i18n/index.ts';
import { toastStore } from '@/lib/toast/toast-store.ts';
import { createQueryClient } from './query-client.ts';

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
});

afterEach(() => toastStore.clear());

const failingFetch = (message: string) => async () => {
  throw new HttpError({ status: 404, code: 'not_found', kind: 'api-error', message });
};

describe('createQueryClient', () => {
  it('shows a query error as an error toast with its message', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['offers'], queryFn: failingFetch('Offer not found') })
      .catch(() => undefined);
    expect(toastStore.getSnapshot()).toMatchObject([{ tone: 'error', message: 'Offer not found' }]);
  });

  it("words a domain code's refusal in the reader's language", async () => {
    const client = createQueryClient();
    const expired = async () => {
      throw new HttpError({
        status: 409,
        code: 'offer_expired',
        kind: 'request-failed',
        message: 'This offer has expired and can no longer be changed.',
      });
    };
    await i18n.changeLanguage('fr');
    try {
      await client.fetchQuery({ queryKey: ['offers'], queryFn: expired }).catch(() => undefined);
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(toastStore.getSnapshot()).toMatchObject([
      { tone: 'error', message: 'Cette offre a expiré et ne peut plus être modifiée.' },
    ]);
  });

  it("falls back to 'An error occurred while loading the results'", async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['search'], queryFn: failingFetch('') })
      .catch(() => undefined);
    expect(toastStore.getSnapshot()[0]?.message).toBe(
      'An error occurred while loading the results',
    );
  });

  it('stays quiet for boot data and for queries that opt out', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['boot-data', {}], queryFn: failingFetch('x') })
      .catch(() => undefined);
    await client
      .fetchQuery({ queryKey: ['badge'], queryFn: failingFetch('y'), meta: { errorToast: false } })
      .catch(() => undefined);
    expect(toastStore.getSnapshot()).toEqual([]);
  });

  it('does not retry client errors', async () => {
    const client = createQueryClient();
    let calls = 0;
    await client
      .fetchQuery({
        queryKey: ['once'],
        queryFn: async () => {
          calls += 1;
          throw new HttpError({
            status: 400,
            code: 'bad_request',
            kind: 'api-error',
            message: 'Bad',
          });
        },
        retry: client.getDefaultOptions().queries?.retry,
      })
      .catch(() => undefined);
    expect(calls).toBe(1);
  });
});
