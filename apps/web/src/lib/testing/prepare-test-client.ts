import type { BootData } from '@careers/shared';
import { QueryClient } from '@tanstack/react-query';
import { bootDataQueryOptions } from '@/lib/data/boot-data.ts';
import { i18n, initI18n } from '@/lib/i18n/index.ts';

/**
 * What a rendering test starts from: English i18n with `namespaces` loaded, and a query client
 * that never retries and already holds the boot data, as the browser would after boot.
 */
export const prepareTestClient = async (bootData: BootData, namespaces: string[]) => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(namespaces);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(bootDataQueryOptions().queryKey, bootData);
  return queryClient;
};
