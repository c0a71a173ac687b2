import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isBootDataQuery } from '@/lib/data/boot-data.ts';
import { errorText, isHttpError } from '@/lib/http/index.ts';
import { i18n } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';

/** A query may opt out of the error toast with `meta: { errorToast: false }`. */
type QueryMeta = { errorToast?: boolean } | undefined;

const isClientError = (error: unknown) =>
  isHttpError(error) && error.status >= 400 && error.status < 500;

/**
 * Server state (TanStack Query). A client error (4xx) is not retried; a query that fails shows
 * an error toast with the failure's words (a domain code's in the reader's language) or the
 * default text. Boot data has its own error screen.
 */
export const createQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isBootDataQuery(query.queryKey)) return;
        if ((query.meta as QueryMeta)?.errorToast === false) return;
        const fallback = i18n.t('query.error', { ns: 'shell' });
        toast.error(isHttpError(error) ? errorText(error, fallback) : error.message || fallback);
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
      },
    },
  });
