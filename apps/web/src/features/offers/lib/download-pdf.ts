import { pdfBytesOf } from '../components/pdf/pdf-bytes.ts';

/** Saves base64 PDF content as a file; throws 'no-content' when there is none. */
export const downloadPdf = (b64: string | null, fileName: string) => {
  if (!b64) throw new Error('no-content');
  const bytes = pdfBytesOf(b64);
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.toLowerCase().endsWith('.pdf') ? fileName : `${fileName}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
