import { api, profileBootstrapBodySchema, type ProfileBootstrapBody } from '@careers/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { callApi } from '@/lib/http/index.ts';
import { refreshBootData } from './boot-data.ts';

/** Marks the candidate onboarded (once, after the terms); the boot data says so after a reload. */
export const completeOnboarding = (domain: string) =>
  callApi(api.completeOnboarding, { query: { domain } });

/** Saves the candidate's first and last name (trimmed) and ends bootstrapping. */
const bootstrapProfile = (input: ProfileBootstrapBody, domain: string) =>
  callApi(api.bootstrapProfile, { query: { domain }, body: profileBootstrapBodySchema.parse(input) });

/** Stays pending until the boot data says the candidate is bootstrapped. */
export const useBootstrapProfile = () => {
  const domain = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileBootstrapBody) => bootstrapProfile(input, domain),
    onSuccess: () => refreshBootData(queryClient),
  });
};
