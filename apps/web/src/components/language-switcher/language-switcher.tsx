import { matchLanguage } from '@careers/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '@/lib/chunk-load/index.ts';
import { GlobeIcon } from './globe-icon.tsx';
import type { LanguageSwitcherProps } from './language-select.tsx';
import { nativeLanguageName } from './language-names.ts';
import styles from './language-switcher.module.css';

// The list box and its popover are React Aria's heaviest parts on the page: they load beside the
// page instead of before its first paint (the search page's JavaScript budget).
const LanguageSelect = lazy(async () => ({
  default: (await loadChunk('language-switcher', () => import('./language-select.tsx')))
    .LanguageSelect,
}));

/** What the switcher looks like while its list loads: the same button, not yet pressable. */
const LanguagePlaceholder = ({ placement }: Pick<LanguageSwitcherProps, 'placement'>) => {
  const { i18n } = useTranslation();
  const current = matchLanguage(i18n.language) ?? 'en';
  return (
    <span className={`${styles.switcher} ${styles[placement]}`} aria-hidden="true">
      <span className={styles.button}>
        <GlobeIcon />
        <span className={styles.value}>{nativeLanguageName(current)}</span>
      </span>
    </span>
  );
};

/** The interface language switcher of the navbar and the footer (see LanguageSelect). */
export const LanguageSwitcher = (props: LanguageSwitcherProps) => (
  <Suspense fallback={<LanguagePlaceholder placement={props.placement} />}>
    <LanguageSelect {...props} />
  </Suspense>
);
