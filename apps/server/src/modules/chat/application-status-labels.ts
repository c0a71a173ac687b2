import { readFileSync } from 'node:fs';
import { replyLanguageOf } from './chat-replies.ts';

const LOCALES = new URL('../../../../web/src/locales/', import.meta.url);
const labels = new Map<string, Record<string, string>>();

const read = (language: string): Record<string, string> => {
  try {
    const file = new URL(`${language}/applications.json`, LOCALES);
    return (
      (JSON.parse(readFileSync(file, 'utf8')) as { status?: Record<string, string> }).status ?? {}
    );
  } catch {
    return {};
  }
};

/**
 * An application status in the words of the candidate's applications page ('Not selected', not
 * 'rejected'): read from that page's catalogue, which the server's i18n does not load.
 */
export const applicationStatusLabel = (status: string, language: string) => {
  const code = replyLanguageOf(language);
  let own = labels.get(code);
  if (!own) {
    own = read(code);
    labels.set(code, own);
  }
  return own[status] ?? read('en')[status] ?? status.replace(/_/g, ' ');
};
