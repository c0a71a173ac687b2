import type { PDFDocumentProxy } from 'pdfjs-dist';
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { pdfBytesOf } from '../lib/download-pdf.ts';
import { PdfLoading } from './pdf-loading.tsx';
import styles from './letter.module.css';

// The worker is a file of our own build (no CDN): CSP worker-src 'self'.
GlobalWorkerOptions.workerSrc = workerUrl;

const PdfPage = ({
  pdf,
  index,
  label,
}: {
  pdf: PDFDocumentProxy;
  index: number;
  label: string;
}) => {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    let task: { cancel: () => void } | undefined;
    void (async () => {
      const page = await pdf.getPage(index + 1);
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      // drawn sharp at the width it can take (at most 900 CSS px); CSS scales it down with the page
      const width = Math.min(Math.max(canvas.parentElement?.clientWidth ?? 800, 320), 900);
      const base = page.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (width / base.width) * ratio });
      canvas.width = viewport.width;
      canvas.height = viewport.height;
      canvas.style.maxWidth = `${String(viewport.width / ratio)}px`;
      const render = page.render({ canvas, viewport });
      task = render;
      await render.promise.catch(() => undefined);
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, index]);
  return <canvas ref={canvasRef} className={styles.page} role="img" aria-label={label} />;
};

/** Loads the PDF with pdf.js and draws its pages. */
export const PdfPages = ({ b64, name }: { b64: string; name: string }) => {
  const { t } = useTranslation('offers');
  const [state, setState] = useState<{ pdf?: PDFDocumentProxy; failed?: boolean }>({});
  useEffect(() => {
    const task = getDocument({ data: pdfBytesOf(b64), isEvalSupported: false });
    task.promise.then(
      (pdf) => setState({ pdf }),
      () => setState({ failed: true }),
    );
    return () => {
      void task.destroy();
    };
  }, [b64]);
  if (state.failed)
    return (
      <div className={styles.viewerState} role="alert">
        {t('letter.pdfError')}
      </div>
    );
  if (!state.pdf) return <PdfLoading />;
  const pages = state.pdf.numPages;
  return (
    <div className={styles.pages}>
      {Array.from({ length: pages }, (_, index) => (
        <PdfPage
          key={index}
          pdf={state.pdf!}
          index={index}
          label={`${name}: ${t('letter.pdfPage', { page: index + 1, pages })}`}
        />
      ))}
    </div>
  );
};
