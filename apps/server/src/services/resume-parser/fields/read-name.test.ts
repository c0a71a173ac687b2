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

describe('readName, titles, breaks and orders', () => {
  it('leaves out a title written before the name', () => {
    expect(nameOf('Mag. Sarah Huber', 'Bilanzbuchhalterin')).toBe('Sarah / Huber');
    expect(nameOf('Avv. Giulia Romano', 'Avvocata')).toBe('Giulia / Romano');
  });

  it('joins a double family name broken at its hyphen', () => {
    expect(nameOf('Camille Durand-', 'Lefèvre | Comptable')).toBe('Camille / Durand-Lefèvre');
  });

  it('reads a Russian name with its patronymic, family name first', () => {
    expect(nameOf('Иванов Дмитрий Сергеевич', 'Пилот')).toBe('Дмитрий / Иванов');
  });

  it('takes no document title for a name', () => {
    expect(nameOf('履 歴 書', '職務経歴書')).toBeNull();
  });

  it('writes an Arabic name set largest at the top, its letters in reading order', () => {
    const found = readName(
      [plainLine('سارة المنصوري', { size: 24 }), plainLine('أخصائية موارد بشرية', { size: 12 })],
      () => false,
    );
    expect(found).toMatchObject({ firstName: 'سارة', lastName: 'المنصوري' });
    expect(found?.confidence).toBeGreaterThanOrEqual(0.9);
  });
});
