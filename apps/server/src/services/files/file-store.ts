export type StoredFile = {
  id: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
};

export type SaveFileInput = {
  tenantId: number;
  candidateId?: number | null;
  name: string;
  contentType: string;
  content: Uint8Array;
};

/** Where resumes, offer documents, signed PDFs and avatars live (database by default). */
export type FileStore = {
  save: (input: SaveFileInput) => Promise<StoredFile>;
  /** The file of the tenant, with its owner: callers that hand bytes to a candidate compare it. */
  read: (
    tenantId: number,
    id: string,
  ) => Promise<(StoredFile & { candidateId: number | null; content: Uint8Array }) | null>;
  remove: (tenantId: number, id: string) => Promise<void>;
};
