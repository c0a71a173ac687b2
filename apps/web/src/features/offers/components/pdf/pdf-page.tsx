import type { PDFPageProxy } from 'pdfjs-dist';
import { TextLayer } from 'pdfjs-dist';
import { useEffect, useRef, type CSSProperties } from 'react';
import { CSS_PIXELS_PER_POINT } from './pdf-zoom.ts';
import styles from './pdf-viewer.module.css';

/** A canvas larger than this many pixels is drawn at a lower resolution (phones run out of memory). */
const MAX_CANVAS_PIXELS = 2 ** 24;
/** While a pinch or a run of presses goes on, the page is redrawn once it stops. */
const REDRAW_DELAY_MS = 150;

type PdfPageProps = {
  page: PDFPageProxy;
  /** The page's size against its true size (1 = 100 %). */
  scale: number;
  /** The page's name for a screen reader: 'Offer letter: Page 1 of 2'. */
  label: string;
  /** The document's language, which its text layer is read in. */
  language: string | undefined;
};

/**
 * One page: drawn on a canvas (replaced only once the new drawing is ready, so a zoom never
 * flashes white), with pdf.js's text layer over it: the page's words where they are drawn,
 * transparent, so they can be selected, found and read by a screen reader. The page is laid out
 * left to right whatever the interface's direction: its text runs carry their own.
 */
export const PdfPage = ({ page, scale, label, language }: PdfPageProps) => {
  const canvasHostRef = useRef<HTMLDivElement>(null);
  const textLayerRef = useRef<HTMLDivElement>(null);
  const drawnScale = useRef<number | null>(null);
  const [width, height] = [page.view[2]! - page.view[0]!, page.view[3]! - page.view[1]!];
  const cssScale = scale * CSS_PIXELS_PER_POINT;

  useEffect(() => {
    const container = textLayerRef.current;
    if (!container) return;
    container.replaceChildren();
    const layer = new TextLayer({
      textContentSource: page.streamTextContent({ includeMarkedContent: true }),
      container,
      viewport: page.getViewport({ scale: 1 }),
    });
    layer.render().catch(() => undefined);
    return () => layer.cancel();
  }, [page]);

  useEffect(() => {
    const host = canvasHostRef.current;
    if (!host || drawnScale.current === cssScale) return;
    let task: ReturnType<PDFPageProxy['render']> | undefined;
    const draw = () => {
      const viewport = page.getViewport({ scale: cssScale });
      const ratio = window.devicePixelRatio || 1;
      const pixels = viewport.width * viewport.height * ratio * ratio;
      const output =
        pixels > MAX_CANVAS_PIXELS ? ratio * Math.sqrt(MAX_CANVAS_PIXELS / pixels) : ratio;
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width * output);
      canvas.height = Math.floor(viewport.height * output);
      canvas.setAttribute('aria-hidden', 'true');
      // a canvas inherits the page's direction, and pdf.js's glyphs drawn right to left land
      // beside their places ("W e are de li ghted")
      canvas.dir = 'ltr';
      task = page.render({
        canvas,
        viewport,
        ...(output !== 1 && { transform: [output, 0, 0, output, 0, 0] }),
      });
      task.promise.then(
        () => {
          drawnScale.current = cssScale;
          host.replaceChildren(canvas);
        },
        () => undefined,
      );
    };
    const timer = window.setTimeout(draw, drawnScale.current === null ? 0 : REDRAW_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      task?.cancel();
    };
  }, [page, cssScale]);

  const style = {
    width: `${String(width * cssScale)}px`,
    height: `${String(height * cssScale)}px`,
    '--total-scale-factor': String(cssScale),
  } as CSSProperties;
  return (
    <div className={styles.page} style={style} dir="ltr" data-pdf-page>
      <div ref={canvasHostRef} className={styles.canvasHost} role="img" aria-label={label} />
      <div ref={textLayerRef} className="textLayer" lang={language} />
    </div>
  );
};
