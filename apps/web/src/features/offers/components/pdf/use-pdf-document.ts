import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useState } from 'react';
import { pdfBytesOf } from './pdf-bytes.ts';
import type { TextSpan } from './pdf-zoom.ts';

// The worker is a file of our own build (no CDN): CSP worker-src 'self'.
GlobalWorkerOptions.workerSrc = workerUrl;

/** The document to show: its content (the offer's base64), or an address of our own site. */
export type PdfSource = { b64: string } | { url: string };

export type LoadedPdf = {
  pdf: PDFDocumentProxy;
  pages: PDFPageProxy[];
  /** Where the first page's text runs, for fitting the text to a phone's width. */
  text: TextSpan | null;
  /** The document's own language (its catalogue's /Lang), for the text layer's `lang`. */
  language: string | undefined;
};

type TextItem = { str?: string; width?: number; transform?: number[] };

/** The left and right edges of a page's text, in points (none for a page without text). */
const textSpanOf = (items: readonly TextItem[], pageLeft: number): TextSpan | null => {
  let left = Infinity;
  let right = -Infinity;
  for (const item of items) {
    if (!item.str?.trim() || !item.transform || !item.width) continue;
    const x = item.transform[4]! - pageLeft;
    left = Math.min(left, x);
    right = Math.max(right, x + item.width);
  }
  return left < right ? { left, right } : null;
};

const languageOf = async (pdf: PDFDocumentProxy) => {
  const { info } = (await pdf.getMetadata().catch(() => ({ info: {} }))) as {
    info: { Language?: unknown };
  };
  return typeof info.Language === 'string' && info.Language ? info.Language : undefined;
};

/** Opens the PDF with pdf.js and reads what the viewer needs before it draws a page. */
export const usePdfDocument = (source: PdfSource) => {
  const key = 'b64' in source ? source.b64 : source.url;
  const [state, setState] = useState<{ key?: string; loaded?: LoadedPdf; failed?: boolean }>({});
  useEffect(() => {
    let isCurrent = true;
    const task = getDocument({
      ...('b64' in source ? { data: pdfBytesOf(source.b64) } : { url: source.url }),
      isEvalSupported: false,
    });
    void (async () => {
      try {
        const pdf = await task.promise;
        const pages = await Promise.all(
          Array.from({ length: pdf.numPages }, (_, index) => pdf.getPage(index + 1)),
        );
        const first = pages[0]!;
        const content = await first.getTextContent();
        const loaded: LoadedPdf = {
          pdf,
          pages,
          text: textSpanOf(content.items as TextItem[], first.view[0] ?? 0),
          language: await languageOf(pdf),
        };
        if (isCurrent) setState({ key, loaded });
      } catch {
        if (isCurrent) setState({ key, failed: true });
      }
    })();
    return () => {
      isCurrent = false;
      void task.destroy();
    };
    // the source's content is its identity (a new object with the same bytes is the same PDF)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state : {};
};
