import { createRequire } from 'node:module';

type DecodeStreamPrototype = {
  buffer: Uint8Array;
  minBufferLength: number;
  ensureBuffer(requested: number): Uint8Array;
};

/**
 * pdf-lib has no option to bound what it inflates, so, inside the parse worker only, every
 * decoder (Flate, LZW, ASCII85, ASCIIHex, RunLength) is made to draw its buffer growth from one
 * budget per file. pdf-lib catches errors while parsing objects and carries on, so running out
 * is also recorded in `isExceeded` for the task to check after loading.
 */
export const pdfDecodeBudget = { remaining: 0, isExceeded: false };

export const resetPdfDecodeBudget = (bytes: number) => {
  pdfDecodeBudget.remaining = bytes;
  pdfDecodeBudget.isExceeded = false;
};

export const installPdfDecodeCap = () => {
  // The same CommonJS module instance that `import 'pdf-lib'` loads (the package's main entry).
  const require = createRequire(import.meta.url);
  const { default: DecodeStream } = require('pdf-lib/cjs/core/streams/DecodeStream.js') as {
    default: { prototype: DecodeStreamPrototype };
  };
  const original = DecodeStream.prototype.ensureBuffer;
  DecodeStream.prototype.ensureBuffer = function ensureBuffer(requested: number) {
    if (requested > this.buffer.byteLength) {
      // pdf-lib's own growth rule (doubling), so the charge is what the buffer really grows by.
      let size = this.minBufferLength;
      while (size < requested) size *= 2;
      const charge = size - this.buffer.byteLength;
      if (pdfDecodeBudget.isExceeded || charge > pdfDecodeBudget.remaining) {
        pdfDecodeBudget.isExceeded = true;
        throw new Error('The PDF inflates past the decoded-size limit.');
      }
      pdfDecodeBudget.remaining -= charge;
    }
    return original.call(this, requested);
  };
};
