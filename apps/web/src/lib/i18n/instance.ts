import { loadCatalogue } from './catalogue-backend.ts';
import { createTranslator } from './translator.ts';

export const SHELL_NAMESPACE = 'shell';

/**
 * The app's translator. Messages use the spec's `%(name)s` placeholders; plurals use the
 * `_one`/`_other` suffixes; catalogues load per language and namespace from
 * `src/locales/<lang>/<namespace>.json`, with English behind every missing key or language.
 */
export const i18n = createTranslator({ load: loadCatalogue, defaultNamespace: SHELL_NAMESPACE });
