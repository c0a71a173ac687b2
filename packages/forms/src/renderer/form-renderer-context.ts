import { createContext, useContext } from 'react';
import type { FormItem, FormValues, UploadedFile } from '@careers/shared/forms/index';

export type FormMode = 'edit' | 'view';

/** Loads JSON from an options endpoint; apps pass their own HTTP client. */
export type FetchJson = (url: string) => Promise<unknown>;

export type EsignHandlers = {
  onSign?: (fieldName: string, data: unknown) => void;
  onReject?: (fieldName: string, data: unknown) => void;
};

/** Why an upload was refused: the field says so in the reader's language. */
export type FileUploadFailure = 'too_large' | 'type_not_allowed' | 'unreadable' | 'failed';

/** What an app's uploader throws when the server refuses a file. */
export class FileUploadError extends Error {
  readonly reason: FileUploadFailure;
  constructor(reason: FileUploadFailure, message?: string) {
    super(message ?? reason);
    this.name = 'FileUploadError';
    this.reason = reason;
  }
}

/**
 * How file fields exchange files with a server: each chosen file is uploaded at once (progress
 * from 0 to 1) and the answer names the stored file by `fileId`; a stored file is opened by URL.
 */
export type FileTransfer = {
  upload: (
    file: File,
    field: string,
    onProgress: (fraction: number) => void,
  ) => Promise<UploadedFile>;
  fileUrl: (fileId: string) => string;
};

export type FormRendererContextValue = {
  mode: FormMode;
  fetchJson: FetchJson;
  esign: EsignHandlers;
  files?: FileTransfer;
  /** The clock for 'today' behaviour; injected so tests are stable. */
  now: () => Date;
  /** Default phone country: a window country code, else 'US'. */
  defaultCountry: string;
  findItem: (name: string) => FormItem | undefined;
  /** The HTML layout shows each item's image between its description and its control. */
  showImages: boolean;
  /** The answers the form was opened with (read by view mode). */
  values: FormValues;
};

export const defaultFetchJson: FetchJson = async (url) => {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Options request failed with ${response.status}`);
  return response.json();
};

export const FormRendererContext = createContext<FormRendererContextValue>({
  mode: 'edit',
  fetchJson: defaultFetchJson,
  esign: {},
  now: () => new Date(),
  defaultCountry: 'US',
  findItem: () => undefined,
  showImages: false,
  values: {},
});

export function useFormRenderer() {
  return useContext(FormRendererContext);
}
