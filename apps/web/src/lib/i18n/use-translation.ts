import { useSyncExternalStore } from 'react';
import { i18n, SHELL_NAMESPACE } from './instance.ts';

/**
 * The reader's language and a `t` reading `namespaces` (the first, or a key's own `ns:`), as
 * react-i18next's hook gave them: it suspends until the namespaces are loaded in the language
 * and those behind it, and renders again when the language changes.
 */
export const useTranslation = (namespaces: string | readonly string[] = SHELL_NAMESPACE) => {
  const list = [namespaces].flat();
  const language = useSyncExternalStore(
    i18n.onLanguageChanged,
    () => i18n.language,
    () => i18n.language,
  );
  // the same function for the same language and namespace (getFixedT keeps them)
  const t = i18n.getFixedT(language, list[0] ?? SHELL_NAMESPACE);
  // Suspends by throwing the promise, as react-i18next did: with use(), a render suspended on a
  // catalogue inside act() was never retried in the unit tests (the console's pages). A namespace
  // loaded has been noted as used (loadNamespaces), so a render that needs no load does nothing.
  if (!i18n.hasLoaded(list, language)) throw i18n.loadNamespaces(list);
  return { t, i18n };
};
