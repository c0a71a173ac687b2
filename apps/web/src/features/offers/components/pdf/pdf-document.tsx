import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { PdfFind } from './pdf-find.tsx';
import { PdfLoading } from './pdf-loading.tsx';
import { PdfPage } from './pdf-page.tsx';
import { PdfToolbar } from './pdf-toolbar.tsx';
import {
  FIT_WIDTH,
  anchoredScroll,
  clampScale,
  fitWidthScale,
  scaleOf,
  textStartAt,
  zoomInFrom,
  zoomOutFrom,
  type PdfZoom,
} from './pdf-zoom.ts';
import { usePageInView } from './use-page-in-view.ts';
import { usePdfDocument, type LoadedPdf, type PdfSource } from './use-pdf-document.ts';
import { usePinchZoom, type ZoomAnchor } from './use-pinch-zoom.ts';
import { useViewerWidth } from './use-viewer-width.ts';
import styles from './pdf-viewer.module.css';

/** Below this width the viewer is a phone's: the text, not the paper, fills the width. */
const NARROW_VIEWER_PX = 600;
/** The space the pages keep either side on a wider viewer (pdf-viewer.module.css .pages). */
const PAGES_PADDING_PX = 12;

type Pending = { anchor: ZoomAnchor; from: number; scrollLeft: number; contentY: number };

const LoadedDocument = ({ loaded, name }: { loaded: LoadedPdf; name: string }) => {
  const { t } = useTranslation('offers');
  const scrollerRef = useRef<HTMLDivElement>(null);
  const pagesRef = useRef<HTMLDivElement>(null);
  const pending = useRef<Pending | null>(null);
  const [zoom, setZoom] = useState<PdfZoom>(FIT_WIDTH);
  const viewerWidth = useViewerWidth(scrollerRef);
  const first = loaded.pages[0]!;
  const isNarrow = viewerWidth > 0 && viewerWidth < NARROW_VIEWER_PX;
  const fitScale = fitWidthScale({
    viewerWidth: (viewerWidth || 800) - (isNarrow ? 0 : 2 * PAGES_PADDING_PX),
    pageWidth: first.view[2]! - first.view[0]!,
    text: loaded.text,
    isNarrow,
  });
  const scale = scaleOf(zoom, fitScale);
  const pageCount = loaded.pages.length;
  const [pageInView, goToPage] = usePageInView(pagesRef, pageCount);

  const zoomTo = (next: number, anchor?: ZoomAnchor) => {
    const to = clampScale(next);
    if (to === scale) return;
    const scroller = scrollerRef.current;
    const pages = pagesRef.current;
    if (scroller && pages) {
      const box = scroller.getBoundingClientRect();
      const point = anchor ?? {
        clientX: box.left + Math.min(box.width, window.innerWidth) / 2,
        clientY: Math.max(box.top, 0) + Math.min(box.height, window.innerHeight) / 2,
      };
      pending.current = {
        anchor: point,
        from: scale,
        scrollLeft: scroller.scrollLeft,
        contentY: point.clientY - pages.getBoundingClientRect().top,
      };
    }
    setZoom({ mode: 'scale', scale: to });
  };

  // the point the zoom started from stays where it was: sideways in the viewer, down the page
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const pages = pagesRef.current;
    const wanted = pending.current;
    pending.current = null;
    if (!scroller || !pages) return;
    if (!wanted) {
      // fitted to a phone's width, the text starts at the left edge; the margin is a scroll away
      if (zoom.mode === 'fit') scroller.scrollLeft = isNarrow ? textStartAt(loaded.text, scale) : 0;
      return;
    }
    const box = scroller.getBoundingClientRect();
    scroller.scrollLeft = anchoredScroll({
      scroll: wanted.scrollLeft,
      offset: wanted.anchor.clientX - box.left,
      from: wanted.from,
      to: scale,
    });
    const contentY = (wanted.contentY * scale) / wanted.from;
    const moved = pages.getBoundingClientRect().top + contentY - wanted.anchor.clientY;
    if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
  }, [scale, zoom.mode, isNarrow, loaded.text]);

  usePinchZoom(scrollerRef, { scale, onZoom: zoomTo });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === '+' || event.key === '=') zoomTo(zoomInFrom(scale));
    else if (event.key === '-') zoomTo(zoomOutFrom(scale));
    else if (event.key === '0') setZoom(FIT_WIDTH);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <PdfToolbar
        page={pageInView}
        pages={pageCount}
        onPage={goToPage}
        scale={scale}
        isFit={zoom.mode === 'fit'}
        onZoomIn={() => zoomTo(zoomInFrom(scale))}
        onZoomOut={() => zoomTo(zoomOutFrom(scale))}
        onFit={() => setZoom(FIT_WIDTH)}
      >
        <PdfFind pagesRef={pagesRef} />
      </PdfToolbar>
      {/* focusable, so the keyboard scrolls it sideways and zooms it (+, -, 0) */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a region that scrolls is used by keyboard (WCAG 2.1.1) */}
      <div
        ref={scrollerRef}
        className={styles.scroller}
        role="region"
        aria-label={t('viewer.pages', { name })}
        aria-keyshortcuts="+ - 0"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        onKeyDown={onKeyDown}
        // paper is laid out left to right: in a right-to-left page the scroller would start at
        // the paper's right edge and cut off the start of every line on a phone
        dir="ltr"
      >
        <div ref={pagesRef} className={styles.pages}>
          {loaded.pages.map((page, index) => (
            <PdfPage
              key={page.pageNumber}
              page={page}
              scale={scale}
              language={loaded.language}
              label={`${name}: ${t('letter.pdfPage', { page: index + 1, pages: pageCount })}`}
            />
          ))}
        </div>
      </div>
    </>
  );
};

/** Loads the PDF with pdf.js and shows it with its tools. */
export const PdfDocument = ({ source, name }: { source: PdfSource; name: string }) => {
  const { t } = useTranslation('offers');
  const state = usePdfDocument(source);
  if (state.failed)
    return (
      <div className={styles.state} role="alert">
        {t('letter.pdfError')}
      </div>
    );
  if (!state.loaded) return <PdfLoading />;
  return <LoadedDocument loaded={state.loaded} name={name} />;
};
