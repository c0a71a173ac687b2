import { matchLanguage } from '@careers/shared';
import { lazy } from 'react';
import { loadChunk } from '@/lib/chunk-load/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { IntentBoundary, useLoadOnIntent, type IntentProps } from '@/lib/load-on-intent/index.ts';
import { GlobeIcon } from './globe-icon.tsx';
import type { LanguageSwitcherProps } from './language-select.tsx';
import { nativeLanguageName } from './language-names.ts';
import styles from './language-switcher.module.css';

// The list box and its popover are React Aria's heaviest parts on the page: they load when the
// reader reaches for the switcher, not with the page (the page's weight and main-thread time).
const LanguageSelect = lazy(async () => ({
  default: (await loadChunk('language-switcher', () => import('./language-select.tsx')))
    .LanguageSelect,
}));

type StandInProps = Pick<LanguageSwitcherProps, 'placement'> & { intentProps: IntentProps };

/** The switcher until its list has loaded: the same button and name; reaching for it loads it. */
const LanguageStandIn = ({ placement, intentProps }: StandInProps) => {
  const { t, i18n } = useTranslation('language-switcher');
  const name = nativeLanguageName(matchLanguage(i18n.language) ?? 'en');
  return (
    <span className={`${styles.switcher} ${styles[placement]}`}>
      {placement === 'footer' ? <span className={styles.label}>{t('label')}</span> : null}
      <button
        type="button"
        {...intentProps}
        className={styles.button}
        aria-label={`${name} ${t('label')}`}
        aria-haspopup="listbox"
        aria-expanded={false}
      >
        <GlobeIcon />
        <span className={styles.value}>{name}</span>
      </button>
    </span>
  );
};

/** The interface language switcher of the navbar and the footer (see LanguageSelect). */
export const LanguageSwitcher = (props: LanguageSwitcherProps) => {
  const { isShown, focused, pressed, intentPropsOf } = useLoadOnIntent();
  const standIn = (
    <LanguageStandIn placement={props.placement} intentProps={intentPropsOf('widget')} />
  );
  return (
    <IntentBoundary isShown={isShown} standIn={standIn}>
      <LanguageSelect {...props} hasFocusAtFirst={!!focused} isOpenAtFirst={!!pressed} />
    </IntentBoundary>
  );
};
