import type { QueryClient } from '@tanstack/react-query';
import { isBootDataQuery, refreshBootData } from '@/lib/data/boot-data.ts';

const isPrivate = (query: { queryKey: readonly unknown[] }) => !isBootDataQuery(query.queryKey);

/**
 * After sign-in the old site reloaded the page; here the shell's boot data is refetched first
 * (awaited, so callers move on once the shell knows the user) and every other query is marked
 * stale because what it shows may depend on who is signed in.
 */
export const refreshAfterSignIn = async (queryClient: QueryClient) => {
  await refreshBootData(queryClient);
  void queryClient.invalidateQueries({ predicate: isPrivate });
};

/**
 * After sign-out the boot data is refetched (the shell then unmounts what needs a session) and
 * cached queries no longer on screen are dropped, so no private data outlives the session.
 * Queries still on screen are only marked stale, not refetched: they would answer 401 and the
 * shell would take that for an expired session and open the login modal.
 */
export const refreshAfterSignOut = async (queryClient: QueryClient) => {
  await refreshBootData(queryClient);
  queryClient.removeQueries({ type: 'inactive', predicate: isPrivate });
  await queryClient.invalidateQueries({ predicate: isPrivate, refetchType: 'none' });
};
