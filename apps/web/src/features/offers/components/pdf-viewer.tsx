import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { PdfLoading } from './pdf-loading.tsx';
import styles from './letter.module.css';

// pdf.js is heavy: its own chunk, loaded only when a document is shown.
// A chunk or pdf.js that cannot load shows the same message as a PDF that cannot be read.
const PdfPages = lazy(() =>
  import('./pdf-pages.tsx').then(
    (module) => ({ default: module.PdfPages }),
    () => ({ default: PdfUnavailable }),
  ),
);

function PdfUnavailable() {
  const { t } = useTranslation('offers');
  return (
    <div className={styles.viewerState} role="alert">
      {t('letter.pdfError')}
    </div>
  );
}

/** The read-only PDF viewer (pdf.js): every page drawn on a canvas, scaled to the width. */
export const PdfViewer = ({ b64, name }: { b64: string | null; name: string }) => {
  const { t } = useTranslation('offers');
  if (!b64)
    return (
      <div className={styles.viewerState} role="note">
        {t('messages.noContent')}
      </div>
    );
  return (
    <section className={styles.viewer} aria-label={t('letter.viewerTitle', { name })}>
      <Suspense fallback={<PdfLoading />}>
        <PdfPages b64={b64} name={name} />
      </Suspense>
    </section>
  );
};
