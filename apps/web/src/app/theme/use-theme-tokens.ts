import { useEffect } from 'react';
import { applyThemeTokens } from '@/lib/theme/apply-theme-tokens.ts';

/** Applies the tenant's theme tokens while the shell is mounted (and again when they change). */
export const useThemeTokens = (tokens: Readonly<Record<string, string>>): void => {
  const key = JSON.stringify(tokens);
  useEffect(() => applyThemeTokens(JSON.parse(key) as Record<string, string>), [key]);
};
