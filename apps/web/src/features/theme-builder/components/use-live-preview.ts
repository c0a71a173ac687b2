import { tokensOfProduct, type Theme } from '@careers/shared';
import { useEffect } from 'react';
import { applyThemeTokens } from '@/lib/theme/apply-theme-tokens.ts';

/**
 * Shows the draft on the careers site as it is: its tokens go on the document root over the
 * published ones. When the panel closes, the published tokens take their place again.
 */
export const useLivePreview = (draft: Theme, published: Readonly<Record<string, string>>) => {
  const key = JSON.stringify([draft, published]);
  useEffect(() => {
    const [theme, base] = JSON.parse(key) as [Theme, Record<string, string>];
    const remove = applyThemeTokens({ ...base, ...tokensOfProduct(theme, 'pcsx') });
    return () => {
      remove();
      applyThemeTokens(base);
    };
  }, [key]);
};
