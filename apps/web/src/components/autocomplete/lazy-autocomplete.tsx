import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '@/lib/chunk-load/index.ts';
import type { AutocompleteProps } from './autocomplete.tsx';
import styles from './autocomplete.module.css';

// React Aria's ComboBox and ListBox cost the first load ~16 KB brotli: the box comes in a chunk
// of its own. A server-rendered page keeps the server's markup until it arrives (React hydrates
// the boundary then); a page drawn in the browser shows the same input meanwhile.
const Autocomplete = lazy(async () => ({
  default: (await loadChunk('autocomplete', () => import('./autocomplete.tsx'))).Autocomplete,
}));

/** The input the box will be, while its code loads: the same look, the text already typable. */
const PendingAutocomplete = ({
  label,
  isLabelVisible = false,
  value,
  onChange,
  placeholder,
  icon,
  name,
  className,
}: AutocompleteProps) => {
  const { t } = useTranslation('search');
  const id = useId();
  return (
    <div className={[styles.box, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={isLabelVisible ? styles.label : styles.hiddenLabel}>
        {label}
      </label>
      <div className={styles.control}>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <input
          id={id}
          className={styles.input}
          name={name}
          role="combobox"
          aria-expanded={false}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder ?? t('autocomplete.placeholder')}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      </div>
    </div>
  );
};

/** The autocomplete box (autocomplete.tsx), its code loaded apart from the page's. */
export const LazyAutocomplete = (props: AutocompleteProps) => (
  <Suspense fallback={<PendingAutocomplete {...props} />}>
    <Autocomplete {...props} />
  </Suspense>
);
