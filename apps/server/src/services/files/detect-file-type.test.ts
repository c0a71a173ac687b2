import { describe, expect, it } from 'vitest';
import { isTypeAccepted } from './allowed-file-types.ts';
import { detectFileType } from './detect-file-type.ts';

const bytes = (text: string) => new Uint8Array(Buffer.from(text));

describe('detectFileType', () => {
  it('reads the type from the content, not the name', async () => {
    expect(await detectFileType(bytes('%PDF-1.7\n'), 'cv.txt')).toEqual({
      mime: 'application/pdf',
      extensions: ['pdf'],
    });
    const program = new Uint8Array([0x4d, 0x5a, ...new Array(200).fill(0)]);
    expect((await detectFileType(program, 'cv.pdf'))?.mime).toBe('application/x-msdownload');
  });

  it('takes UTF-8 text as plain text, but never markup or binary', async () => {
    expect(await detectFileType(bytes('Ten years of <html> work'), 'cv.txt')).toEqual({
      mime: 'text/plain',
      extensions: ['txt'],
    });
    expect(await detectFileType(bytes('  <!DOCTYPE html><p>hi'), 'cv.txt')).toBeNull();
    expect(await detectFileType(bytes('<svg onload="x()">'), 'cv.txt')).toBeNull();
    expect(await detectFileType(new Uint8Array([0x41, 0x00, 0x42]), 'cv.txt')).toBeNull();
    expect(await detectFileType(new Uint8Array([]), 'cv.txt')).toBeNull();
  });

  it('takes text saved as UTF-16 or in a legacy code page, and refuses markup in it', async () => {
    const utf16 = (text: string) => new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]);
    const text = { mime: 'text/plain', extensions: ['txt'] };
    expect(await detectFileType(utf16('Amara Okonkwo-Bell\r\nCare Assistant'), 'cv.txt')).toEqual(
      text,
    );
    expect(await detectFileType(bytes('Sébastien Morel, comptable'), 'cv.txt')).toEqual(text);
    const latin1 = new Uint8Array(Buffer.from('Sébastien Morel, comptable à Nantes', 'latin1'));
    expect(await detectFileType(latin1, 'cv.txt')).toEqual(text);
    expect(await detectFileType(utf16('<html><script>alert(1)</script>'), 'cv.txt')).toBeNull();
    expect(await detectFileType(utf16('<svg onload="x()">'), 'cv.txt')).toBeNull();
  });
});

describe('isTypeAccepted', () => {
  const pdf = { mime: 'application/pdf', extensions: ['pdf'] };
  const jpeg = { mime: 'image/jpeg', extensions: ['jpg', 'jpeg', 'jpe'] };
  it('matches extensions, types and type groups of an accept list', () => {
    expect(isTypeAccepted(pdf, '.doc,.pdf')).toBe(true);
    expect(isTypeAccepted(pdf, '.doc,.txt')).toBe(false);
    expect(isTypeAccepted(jpeg, '.jpeg')).toBe(true);
    expect(isTypeAccepted(jpeg, 'image/*')).toBe(true);
    expect(isTypeAccepted(pdf, 'application/pdf')).toBe(true);
  });
  it('takes documents and pictures, not programs, when a field names no types', () => {
    expect(isTypeAccepted(pdf, undefined)).toBe(true);
    expect(isTypeAccepted({ mime: 'application/x-msdownload', extensions: ['exe'] }, '')).toBe(
      false,
    );
  });
});
