import { api, endpointPath, RESUME_UPLOAD_FIELDS, type EXPORT_RESUME_FORMATS } from '@careers/shared';
import { useMutation } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { callApi } from '@/lib/http/index.ts';
import { useReplaceProfile } from './profile.ts';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

/** POST upload_resume: multipart with the file name, its content as a data URL and the tenant. */
export const uploadResume = async (file: File, domain: string) => {
  const body = new FormData();
  body.append(RESUME_UPLOAD_FIELDS.fileName, file.name);
  body.append(RESUME_UPLOAD_FIELDS.content, await readAsDataUrl(file));
  body.append(RESUME_UPLOAD_FIELDS.domain, domain);
  return callApi(api.uploadResume, { query: { domain }, body });
};

/**
 * Uploads a resume; the answer's candidate replaces the profile, and the search, the open
 * position's match, the apply form's prefill and the resume list are loaded again.
 */
export const useUploadResume = () => {
  const { domain } = useBootData();
  const replaceProfile = useReplaceProfile();
  return useMutation({
    mutationFn: (file: File) => uploadResume(file, domain),
    onSuccess: (data) => replaceProfile(data.candidate),
  });
};

export const useMakeResumeCurrent = () => {
  const { domain } = useBootData();
  const replaceProfile = useReplaceProfile();
  return useMutation({
    mutationFn: (id: number) => callApi(api.makeResumeCurrent, { params: { id }, query: { domain } }),
    onSuccess: (data) => replaceProfile(data.profile),
  });
};

export const useDeleteResume = () => {
  const { domain } = useBootData();
  const replaceProfile = useReplaceProfile();
  return useMutation({
    mutationFn: (id: number) => callApi(api.deleteResume, { params: { id }, query: { domain } }),
    onSuccess: (data) => replaceProfile(data.profile),
  });
};

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

/** Links of the file endpoints (the browser downloads them with the session cookie). */
export const resumeLinks = {
  download: (domain: string, id: number) =>
    withQuery(endpointPath(api.downloadResume, { id }), { domain }),
  export: (domain: string, format: (typeof EXPORT_RESUME_FORMATS)[number]) =>
    withQuery(endpointPath(api.exportResume), { domain, format }),
};
