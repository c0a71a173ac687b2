import { describe, expect, it } from 'vitest';
import { plainLine } from '../extract/resume-line.ts';
import { readName } from './read-name.ts';

const nameOf = (...texts: string[]) => {
  const found = readName(
    texts.map((text) => plainLine(text)),
    () => false,
  );
  return found && `${found.firstName} / ${found.lastName}`;
};

describe('readName', () => {
  it('writes a name set in Turkish capitals with a plain i', () => {
    expect(nameOf('ZEYNEP DEMİR', 'İngilizce Öğretmeni')).toBe('Zeynep / Demir');
  });
});

describe('readName, letter-spaced', () => {
  it('reads a name in spaced capitals whose words came apart as cells', () => {
    expect(nameOf('ZEYNEP\tDEMİR', 'İNGİLİZCE\tÖĞRETMENİ')).toBe('Zeynep / Demir');
  });
});
