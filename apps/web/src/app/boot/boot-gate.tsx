import type { BootData } from '@careers/shared';
import { useQuery } from '@tanstack/react-query';
import { Suspense, use, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { FullScreenLoader } from '@/components/full-screen-loader/full-screen-loader.tsx';
import { bootDataQueryOptions } from '@/lib/data/boot-data.ts';
import { ensureLanguage } from '@/lib/i18n/index.ts';
import { useThemeTokens } from '../theme/use-theme-tokens.ts';
import { BootError } from './boot-error.tsx';

const Booted = ({ bootData, children }: { bootData: BootData; children: ReactNode }) => {
  useThemeTokens(bootData.config.branding.theme);
  // Suspends until the catalogue of the language the server chose is loaded.
  use(ensureLanguage(bootData.language));
  // React Aria's popovers, menus and arrow keys follow the language's direction
  return <I18nProvider locale={bootData.language}>{children}</I18nProvider>;
};

/**
 * Nothing of the shell renders before boot data: a full-screen loader while it loads, an error
 * with a retry when it fails. Later refetches keep the last data on screen.
 */
export const BootGate = ({ children }: { children: ReactNode }) => {
  const query = useQuery(bootDataQueryOptions());
  if (query.data) {
    return (
      <Suspense fallback={<FullScreenLoader />}>
        <Booted bootData={query.data}>{children}</Booted>
      </Suspense>
    );
  }
  if (query.isError) {
    return <BootError isRetrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  return <FullScreenLoader />;
};
