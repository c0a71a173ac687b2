import { useTranslation } from 'react-i18next';
import styles from './autocomplete.module.css';

type AutocompleteStatusProps = {
  /** The list is open for text long enough to ask about. */
  isShown: boolean;
  isSearching: boolean;
  isError: boolean;
  count: number;
};

/**
 * The polite status line of the box: 'Searching...', 'Showing N options' or 'No results'. While
 * it searches or finds nothing it is also shown where the list would be.
 */
export const AutocompleteStatus = ({
  isShown,
  isSearching,
  isError,
  count,
}: AutocompleteStatusProps) => {
  const { t } = useTranslation('search');
  const status = !isShown
    ? ''
    : isSearching
      ? t('autocomplete.searching')
      : isError
        ? t('autocomplete.error')
        : count
          ? t('autocomplete.showing', { count })
          : t('autocomplete.noResults');
  return (
    // React Aria hides the page from screen readers while the list is open, all but its own
    // top layer: the status line is in it, so what it says is still heard.
    <div role="status" aria-live="polite" className={styles.status} data-react-aria-top-layer="">
      {isShown && (isSearching || !count) ? (
        <span className={styles.statusVisible}>{status}</span>
      ) : (
        <span className={styles.srOnly}>{status}</span>
      )}
    </div>
  );
};
