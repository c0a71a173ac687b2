import type { BootData } from '@careers/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { bootDataQueryOptions } from '@/lib/data/boot-data.ts';

/** The boot data of the page. The shell loads it before rendering routes, so this never waits. */
export const useBootData = (): BootData => useSuspenseQuery(bootDataQueryOptions()).data;

/** The tenant of the page, for links (`?domain=`) and requests. */
export const useDomain = (): string => useBootData().domain;

// The query lives in the data layer (lib/data/boot-data.ts); kept here for the tests that seed it.
export { bootDataQueryOptions } from '@/lib/data/boot-data.ts';
