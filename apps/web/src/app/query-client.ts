import { QueryCache, QueryClient } from '@tanstack/react-query';
import { BOOT_DATA_QUERY_KEY } from '@/lib/boot-data/index.ts';
import { isHttpError } from '@/lib/http/index.ts';
import { i18n } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';

/** A query may opt out of the error toast with `meta: { errorToast: false }`. */
type QueryMeta = { errorToast?: boolean } | undefined;

const isClientError = (error: unknown) =>
  isHttpError(error) && error.status >= 400 && error.status < 500;

/**
 * Server state (TanStack Query). A client error (4xx) is not retried; spec 000 section 8: query
 * errors show a disruptive snack with the message or the default text. Boot data has its own
 * error screen.
 */
export const createQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryKey[0] === BOOT_DATA_QUERY_KEY) return;
        if ((query.meta as QueryMeta)?.errorToast === false) return;
        toast.error(error.message || i18n.t('query.error', { ns: 'shell' }));
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
      },
    },
  });
