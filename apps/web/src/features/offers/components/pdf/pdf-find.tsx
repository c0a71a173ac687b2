import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { findInTextLayer } from './find-in-text-layer.ts';
import { ToolIcon } from './pdf-icons.tsx';
import styles from './pdf-viewer.module.css';

type Highlights = { set: (name: string, value: unknown) => void; delete: (name: string) => void };
/** The CSS Custom Highlight API, where the browser has it (not jsdom). */
const highlights = (): Highlights | undefined =>
  (globalThis.CSS as unknown as { highlights?: Highlights } | undefined)?.highlights;
const HighlightOf = (globalThis as unknown as { Highlight?: new (...ranges: Range[]) => unknown })
  .Highlight;

const paint = (ranges: Range[], current: number) => {
  const registry = highlights();
  if (!registry || !HighlightOf) return;
  registry.set('pdf-find', new HighlightOf(...ranges));
  const active = ranges[current];
  if (active) registry.set('pdf-find-current', new HighlightOf(active));
  else registry.delete('pdf-find-current');
};

/**
 * Find in the document: the words of the text layers, each match marked on the page, the
 * current one scrolled into view, and how many there are said to a screen reader.
 */
export const PdfFind = ({ pagesRef }: { pagesRef: RefObject<HTMLElement | null> }) => {
  const { t } = useTranslation('offers');
  const inputId = useId();
  const [query, setQuery] = useState('');
  // what was last searched for ('' before any search), its matches and the one shown
  const [found, setFound] = useState<{ query: string; ranges: Range[]; current: number }>({
    query: '',
    ranges: [],
    current: 0,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // on a phone the box opens from its button (one row of tools); wider, it is always there
  const [isOpen, setIsOpen] = useState(false);
  const formId = `${inputId}-form`;

  useEffect(
    () => () => {
      highlights()?.delete('pdf-find');
      highlights()?.delete('pdf-find-current');
    },
    [],
  );

  const show = (searched: string, ranges: Range[], current: number) => {
    setFound({ query: searched, ranges, current });
    paint(ranges, current);
    const element = ranges[current]?.startContainer.parentElement;
    element?.scrollIntoView({ block: 'center', inline: 'center' });
  };

  const step = (direction: 1 | -1) => {
    const root = pagesRef.current;
    if (!root) return;
    // a new query (or a page whose text arrived since) is searched again
    if (found.query !== query || found.ranges.length === 0) {
      show(query, findInTextLayer(root, query), 0);
      return;
    }
    const count = found.ranges.length;
    show(query, found.ranges, (found.current + direction + count) % count);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    step(1);
  };

  const total = found.ranges.length;
  const status = !found.query
    ? ''
    : total === 0
      ? t('viewer.findNone')
      : t('viewer.findCount', { current: found.current + 1, total });
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={`${styles.toolButton} ${styles.findToggle}`}
        aria-label={t('viewer.find')}
        title={t('viewer.find')}
        aria-expanded={isOpen}
        aria-controls={formId}
        onClick={() => {
          setIsOpen(!isOpen);
          // the box is shown once this render is painted
          if (!isOpen) requestAnimationFrame(() => inputRef.current?.focus());
        }}
      >
        <ToolIcon name="search" />
      </button>
      <form
        id={formId}
        role="search"
        className={styles.find}
        data-open={isOpen || undefined}
        onSubmit={submit}
        aria-label={t('viewer.find')}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('viewer.find')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          className={styles.findInput}
          placeholder={t('viewer.find')}
          value={query}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !isOpen) return;
            setIsOpen(false);
            toggleRef.current?.focus();
          }}
          onChange={(event) => {
            setQuery(event.target.value);
            setFound({ query: '', ranges: [], current: 0 });
            paint([], 0);
          }}
        />
        <button
          type="button"
          className={styles.toolButton}
          aria-label={t('viewer.findPrevious')}
          disabled={!query.trim()}
          onClick={() => step(-1)}
        >
          <ToolIcon name="up" />
        </button>
        <button
          type="submit"
          className={styles.toolButton}
          aria-label={t('viewer.findNext')}
          disabled={!query.trim()}
        >
          <ToolIcon name="down" />
        </button>
        <output className={styles.findCount} aria-live="polite">
          {status}
        </output>
      </form>
    </>
  );
};
