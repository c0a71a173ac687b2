import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageSpinner } from '@/components/spinner/page-spinner.tsx';
import { StatusPanel } from '@/components/status-panel/status-panel.tsx';
import { FormLoadFailure } from './form-load-failure.tsx';

type Message = { heading: string; text: string };

type FormQueryPageProps<T> = {
  /** False when the address names no form or position: `none` is shown instead. */
  hasKey: boolean;
  query: UseQueryResult<T>;
  texts: { none: Message; missing: Message; closed?: Message; loading: string };
  children: (data: T) => ReactNode;
};

/**
 * The states of a page showing one form: nothing asked for, loading, a failure (sign in, gone,
 * closed, or try again), then the form itself.
 */
export const FormQueryPage = <T,>({ hasKey, query, texts, children }: FormQueryPageProps<T>) => {
  if (!hasKey)
    return (
      <StatusPanel
        headingId="form-none-heading"
        heading={texts.none.heading}
        texts={[texts.none.text]}
        actions={null}
      />
    );
  if (query.isPending) return <PageSpinner label={texts.loading} />;
  if (query.isError)
    return (
      <FormLoadFailure
        error={query.error}
        onRetry={() => void query.refetch()}
        missing={texts.missing}
        {...(texts.closed && { closed: texts.closed })}
      />
    );
  return children(query.data);
};
