import type { DetectedType } from './detect-file-type.ts';

/**
 * What a file field takes when its definition names no types: documents and pictures. A field
 * without a list must still not take programs or pages a browser would run.
 */
const DEFAULT_ACCEPT =
  '.pdf,.doc,.docx,.odt,.rtf,.txt,.csv,.xls,.xlsx,.ods,.ppt,.pptx,.odp,.png,.jpg,.jpeg,.gif,.webp,.heic,.tif,.tiff';

/**
 * Whether detected content matches a field's `accept` list, read as the browser's file input reads
 * it: `.ext` tokens, `type/subtype` and `type/*`. The list is matched against the content's type,
 * never against the name or the type the browser declared.
 */
export const isTypeAccepted = (detected: DetectedType, accept: string | undefined) => {
  const tokens = (accept?.trim() ? accept : DEFAULT_ACCEPT)
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  const [group] = detected.mime.split('/');
  return tokens.some((token) => {
    if (token.startsWith('.')) return detected.extensions.includes(token.slice(1));
    if (token.endsWith('/*')) return token === `${group}/*`;
    return token === detected.mime;
  });
};
