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
  read: (tenantId: number, id: string) => Promise<(StoredFile & { content: Uint8Array }) | null>;
  remove: (tenantId: number, id: string) => Promise<void>;
};
