import { api, type Profile, type ProfileEditBody } from '@careers/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { callApi, STALE_TIME } from '@/lib/http/index.ts';
import { queryKeys } from './query-keys.ts';
import { useRefreshProfileReaders } from './refresh-profile-readers.ts';

/** The signed-in candidate's profile, every section. */
export const profileQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: queryKeys.profile.details(domain),
    queryFn: ({ signal }) =>
      callApi(api.getProfileDetails, { query: { domain } }, { signal }).then((data) => data.profile),
    staleTime: STALE_TIME.twoMinutes,
    // The profile page shows its own error state.
    meta: { errorToast: false },
  });

export const useProfile = () => useQuery(profileQueryOptions(useBootData().domain));

/** Completion (with what to add next) and how the profile compares with the open positions. */
export const profileAnalysisQueryOptions = (domain: string, hl: string) =>
  queryOptions({
    queryKey: queryKeys.profile.analysis(domain, hl),
    queryFn: ({ signal }) => callApi(api.getProfileAnalysis, { query: { domain, hl } }, { signal }),
    staleTime: STALE_TIME.twoMinutes,
    meta: { errorToast: false },
  });

export const useProfileAnalysis = () => {
  const { domain, language } = useBootData();
  return useQuery(profileAnalysisQueryOptions(domain, language));
};

/** Puts a profile the server answered in the cache and refreshes everything computed from it. */
export const useReplaceProfile = () => {
  const queryClient = useQueryClient();
  const { domain } = useBootData();
  const refreshReaders = useRefreshProfileReaders();
  return (profile: Profile) => {
    queryClient.setQueryData(queryKeys.profile.details(domain), profile);
    void refreshReaders();
  };
};

/**
 * Edits one section or one list item (`profile_edit`); the answer replaces the cached profile and
 * the completion data is loaded again. A 422 carries a message per field.
 */
export const useEditProfile = () => {
  const { domain } = useBootData();
  const replaceProfile = useReplaceProfile();
  return useMutation({
    mutationFn: (body: ProfileEditBody) =>
      callApi(api.editProfile, { query: { domain }, body: { ...body, domain } }),
    onSuccess: (data) => replaceProfile(data.profile),
  });
};
