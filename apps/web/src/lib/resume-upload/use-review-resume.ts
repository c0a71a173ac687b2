import { api, type ResumeReviewBody } from '@careers/shared';
import { useMutation } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useReplaceProfile } from '@/lib/data/profile.ts';
import { callApi } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';

/**
 * The candidate's answer to what a resume upload did (`resume_review`): use or dismiss a
 * suggestion, keep or undo a "New" mark. The answer replaces the cached profile; a failure says
 * 'Something went wrong. Please try again'.
 */
export const useReviewResume = () => {
  const { domain } = useBootData();
  const { t } = useTranslation('profile');
  const replaceProfile = useReplaceProfile();
  return useMutation({
    mutationFn: (body: Omit<ResumeReviewBody, 'domain'>) =>
      callApi(api.reviewResume, { query: { domain }, body: { ...body, domain } }),
    onSuccess: (data) => replaceProfile(data.profile),
    onError: () => toast.error(t('errors.generic')),
  });
};
