import { createRandom } from './random.ts';
import { layOut, type ResumeLayout } from './resume-document.ts';
import type { ResumeLanguage } from './resume-languages.ts';
import { generateTruth, type ResumeTrade, type ResumeTruth } from './resume-truth.ts';
import { renderDocx } from './render-docx.ts';
import { renderPdf } from './render-pdf.ts';
import { renderText } from './render-text.ts';

export type ResumeFormat = 'pdf' | 'docx' | 'txt';
export type GeneratedResume = {
  truth: ResumeTruth;
  layout: ResumeLayout;
  format: ResumeFormat;
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
};

const CONTENT_TYPES: Record<ResumeFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
};

/** One resume from a seed: its truth, laid out and written in the given format. */
export const generateResume = async (options: {
  seed: number;
  language: ResumeLanguage;
  layout: ResumeLayout;
  format: ResumeFormat;
  trade: ResumeTrade;
}): Promise<GeneratedResume> => {
  const random = createRandom(options.seed);
  const truth = generateTruth(random, options.language, options.trade, {
    canWriteHan: options.format !== 'pdf',
  });
  const document = layOut(truth, random, options.layout);
  const bytes =
    options.format === 'pdf'
      ? await renderPdf(document)
      : options.format === 'docx'
        ? await renderDocx(document)
        : renderText(document, random.pick(['utf-8', 'utf-8-bom', 'utf-16le'] as const));
  return {
    truth,
    layout: options.layout,
    format: options.format,
    bytes,
    contentType: CONTENT_TYPES[options.format],
    fileName: `resume-${options.seed}.${options.format}`,
  };
};
