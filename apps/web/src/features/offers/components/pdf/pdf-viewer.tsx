import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { PdfLoading } from './pdf-loading.tsx';
import type { PdfSource } from './use-pdf-document.ts';
import styles from './pdf-viewer.module.css';

// pdf.js is heavy: its own chunk, loaded only when a document is shown.
// A chunk or pdf.js that cannot load shows the same message as a PDF that cannot be read.
const PdfDocument = lazy(() =>
  import('./pdf-document.tsx').then(
    (module) => ({ default: module.PdfDocument }),
    () => ({ default: PdfUnavailable }),
  ),
);

function PdfUnavailable() {
  const { t } = useTranslation('offers');
  return (
    <div className={styles.state} role="alert">
      {t('letter.pdfError')}
    </div>
  );
}

export type PdfViewerProps = {
  /** The document's content as the offer carries it (base64), or null when it has none. */
  b64?: string | null;
  /** Or its address on our own site (the hosted e-signature page's document). */
  url?: string;
  name: string;
};

/**
 * The document viewer (pdf.js): each page drawn with its text layer (selectable, found by the
 * find box and the browser's, read by screen readers), fitted to the width (on a phone, the
 * text to the screen's width), zoom by buttons, keys, pinch and Ctrl + wheel, page by page.
 */
export const PdfViewer = ({ b64, url, name }: PdfViewerProps) => {
  const { t } = useTranslation('offers');
  const source = b64 ? { b64 } : url ? { url } : null;
  if (!source)
    return (
      <div className={styles.state} role="note">
        {t('messages.noContent')}
      </div>
    );
  return (
    <section className={styles.viewer} aria-label={t('letter.viewerTitle', { name })}>
      <Suspense fallback={<PdfLoading />}>
        <PdfDocument source={source satisfies PdfSource} name={name} />
      </Suspense>
    </section>
  );
};
