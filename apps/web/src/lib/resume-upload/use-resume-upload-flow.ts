import { RESUME_FILE_EXTENSIONS } from '@careers/shared';
import { useState } from 'react';
import { useUploadResume } from '@/lib/data/resumes.ts';

export type UploadResumeResult = NonNullable<ReturnType<typeof useUploadResume>['data']>;

export const RESUME_ACCEPT = RESUME_FILE_EXTENSIONS.join(',');

/**
 * Choose a file, then confirm, then upload: choosing only opens the confirmation; cancel closes
 * it and forgets the file.
 */
export const useResumeUploadFlow = (onUploaded?: (result: UploadResumeResult) => void) => {
  const [chosen, setChosen] = useState<File | null>(null);
  const upload = useUploadResume();
  return {
    chosen,
    upload,
    choose: (files: FileList | null) => {
      const [file] = files ? Array.from(files) : [];
      if (!file) return;
      upload.reset();
      setChosen(file);
    },
    cancel: () => setChosen(null),
    confirm: () => {
      if (!chosen || upload.isPending) return;
      upload.mutate(chosen, {
        onSuccess: (result) => onUploaded?.(result),
        onSettled: () => setChosen(null),
      });
    },
  };
};
