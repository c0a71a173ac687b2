import type { ProfileEditBody } from '@careers/shared';
import { useState } from 'react';
import { useEditProfile } from '@/lib/data/profile.ts';
import { isHttpError } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { toFieldErrors } from '../lib/to-field-errors.ts';

/**
 * Sends one edit; resolves true once the profile is replaced. A 422 says 'Invalid request
 * received. Please try again' and keeps its per-field messages for the form; any other failure
 * says 'Something went wrong. Please try again'.
 */
export const useSaveProfile = () => {
  const { t } = useTranslation('profile');
  const edit = useEditProfile();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>();
  const save = async (body: ProfileEditBody) => {
    setFieldErrors(undefined);
    try {
      await edit.mutateAsync(body);
      return true;
    } catch (error) {
      const isInvalid = isHttpError(error) && error.status === 422;
      toast.error(isInvalid ? t('errors.invalid') : t('errors.generic'));
      if (isInvalid) setFieldErrors(toFieldErrors(error));
      return false;
    }
  };
  return { save, fieldErrors, isPending: edit.isPending };
};
