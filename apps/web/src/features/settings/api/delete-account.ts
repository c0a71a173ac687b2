import { api } from '@careers/shared';
import { useMutation } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { callApi } from '@/lib/http/index.ts';

/** Deletes the account; the page then starts afresh signed out (the session no longer exists). */
export const useDeleteAccount = () => {
  const { domain } = useBootData();
  return useMutation({
    mutationFn: (confirmation: string) =>
      callApi(api.deleteAccount, { query: { domain }, body: { confirmation } }),
  });
};
