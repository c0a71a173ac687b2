import {
  profileBootstrapBodySchema,
  profileBootstrapResponseSchema,
  type ProfileBootstrapBody,
} from '@careers/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bootDataQueryOptions, useDomain } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';

/** POST /api/pcsx/profile_bootstrap?domain= : the candidate's first and last name. */
export const bootstrapProfile = (input: ProfileBootstrapBody, domain: string) =>
  http.post('/api/pcsx/profile_bootstrap', profileBootstrapBodySchema.parse(input), {
    params: { domain },
    schema: profileBootstrapResponseSchema.shape.data,
  });

/** Stays pending until the boot data says the candidate is bootstrapped. */
export const useBootstrapProfile = () => {
  const domain = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileBootstrapBody) => bootstrapProfile(input, domain),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [bootDataQueryOptions().queryKey[0]] }),
  });
};
