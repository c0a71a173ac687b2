import type { Theme, ThemeProduct } from '@careers/shared';
import { useCallback, useState } from 'react';

const EMPTY: Theme = { default: {}, pcsx: {} };

/**
 * The theme being edited: starts from the published one and stays local until it is published.
 * `isDirty` compares with what was published.
 */
export const useThemeDraft = (published: Theme | undefined) => {
  const base = published ?? EMPTY;
  const [draft, setDraft] = useState<Theme | null>(null);
  const current = draft ?? base;

  const setToken = useCallback(
    (product: ThemeProduct, name: string, value: string) => {
      setDraft((previous) => {
        const from = previous ?? base;
        return { ...from, [product]: { ...from[product], [name]: value } };
      });
    },
    [base],
  );

  return {
    draft: current,
    isDirty: draft !== null && JSON.stringify(draft) !== JSON.stringify(base),
    setToken,
    discard: useCallback(() => setDraft(null), []),
  };
};
