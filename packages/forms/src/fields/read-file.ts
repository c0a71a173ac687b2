import type { UploadedFile } from '@careers/shared/forms/index';

/** Reads a browser File into the toolkit's uploaded-file shape (content as base64). */
export function readUploadedFile(file: File): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('File could not be read'));
    reader.onload = () => {
      const dataUrl = String(reader.result ?? '');
      resolve({
        uid:
          globalThis.crypto?.randomUUID?.() ??
          `${Date.now()}-${Math.random().toString(36).slice(2)}`,
        name: file.name,
        size: file.size,
        type: file.type,
        lastModified: file.lastModified,
        webkitRelativePath: file.webkitRelativePath ?? '',
        content: dataUrl.slice(dataUrl.indexOf(',') + 1),
        status: 'done',
      });
    };
    reader.readAsDataURL(file);
  });
}

/** Rebuilds the file from its base64 content, for download. */
export function toBlob(file: UploadedFile): Blob {
  const binary = atob(file.content ?? '');
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: file.type || 'application/octet-stream' });
}

/** Downloads a file: rebuilt from its content, or a stored one from `storedUrl`. */
export function downloadUploadedFile(file: UploadedFile, storedUrl?: string) {
  const url =
    file.content === undefined && storedUrl ? storedUrl : URL.createObjectURL(toBlob(file));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  if (url !== storedUrl) setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
