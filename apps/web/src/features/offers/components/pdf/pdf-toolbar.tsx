import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { ToolIcon } from './pdf-icons.tsx';
import { MAX_SCALE, MIN_SCALE } from './pdf-zoom.ts';
import styles from './pdf-viewer.module.css';

type PdfToolbarProps = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  scale: number;
  isFit: boolean;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
  /** The find box, beside the tools. */
  children?: ReactNode;
};

const ToolButton = ({
  label,
  onPress,
  isDisabled = false,
  isPressed,
  children,
}: {
  label: string;
  onPress: () => void;
  isDisabled?: boolean;
  isPressed?: boolean;
  children: ReactNode;
}) => (
  <button
    type="button"
    className={styles.toolButton}
    aria-label={label}
    title={label}
    aria-pressed={isPressed}
    disabled={isDisabled}
    onClick={onPress}
  >
    {children}
  </button>
);

/** The page number box: a number typed (and confirmed with Enter or by leaving) goes to that page. */
const PageNumber = ({
  page,
  pages,
  onPage,
}: Pick<PdfToolbarProps, 'page' | 'pages' | 'onPage'>) => {
  const { t } = useTranslation('offers');
  const id = useId();
  // what the reader is typing, else (null) the page in view
  const [typed, setTyped] = useState<string | null>(null);
  const go = () => {
    if (typed === null) return;
    const wanted = Number.parseInt(typed, 10);
    if (Number.isInteger(wanted) && wanted >= 1 && wanted <= pages) onPage(wanted);
    setTyped(null);
  };
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('viewer.pageNumber')}
      </label>
      <input
        id={id}
        className={styles.pageInput}
        inputMode="numeric"
        value={typed ?? String(page)}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={go}
        onKeyDown={(event) => {
          if (event.key === 'Enter') go();
        }}
      />
      <span>{t('viewer.ofPages', { pages })}</span>
    </>
  );
};

/**
 * The viewer's tools: previous and next page with the page number, zoom out and in with the
 * zoom level, fit to width, and the find box. Ordinary buttons in reading order (Tab reaches
 * each); the zoom level is announced as it changes.
 */
export const PdfToolbar = ({
  page,
  pages,
  onPage,
  scale,
  isFit,
  onZoomIn,
  onZoomOut,
  onFit,
  children,
}: PdfToolbarProps) => {
  const { t, i18n } = useTranslation('offers');
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(scale);
  return (
    <div className={styles.toolbar} role="group" aria-label={t('viewer.tools')}>
      <div className={styles.group}>
        <ToolButton
          label={t('viewer.previousPage')}
          isDisabled={page <= 1}
          onPress={() => onPage(page - 1)}
        >
          <ToolIcon name="up" />
        </ToolButton>
        <PageNumber page={page} pages={pages} onPage={onPage} />
        <ToolButton
          label={t('viewer.nextPage')}
          isDisabled={page >= pages}
          onPress={() => onPage(page + 1)}
        >
          <ToolIcon name="down" />
        </ToolButton>
      </div>
      <div className={styles.group}>
        <ToolButton label={t('viewer.zoomOut')} isDisabled={scale <= MIN_SCALE} onPress={onZoomOut}>
          <ToolIcon name="minus" />
        </ToolButton>
        <output className={styles.zoomLevel} aria-live="polite">
          <span className="visually-hidden">{t('viewer.zoomLevel')} </span>
          {percent}
        </output>
        <ToolButton label={t('viewer.zoomIn')} isDisabled={scale >= MAX_SCALE} onPress={onZoomIn}>
          <ToolIcon name="plus" />
        </ToolButton>
        <ToolButton label={t('viewer.fitWidth')} isPressed={isFit} onPress={onFit}>
          <ToolIcon name="fitWidth" />
        </ToolButton>
      </div>
      {children}
    </div>
  );
};
