import { Suspense } from 'react';
import { useBootData } from '@/lib/boot-data/index.ts';
import { LazyThemeBuilder } from '../lazy-features.ts';

/** The theme builder over the site, for theme-builder users only (its chunk loads for no one else). */
export const ThemeBuilderMount = () => {
  const { themeBuilderUser } = useBootData();
  if (!themeBuilderUser) return null;
  return (
    <Suspense fallback={null}>
      <LazyThemeBuilder />
    </Suspense>
  );
};
