import { describe, expect, it } from 'vitest';
import { readWorkHeading } from './work-heading.ts';

const heading = (lines: string[], hints: string[] = []) => {
  const found = readWorkHeading(lines, hints);
  return found && [found.pair.first, found.pair.second, found.location];
};

describe('readWorkHeading', () => {
  it('leaves out a duration and a label that opens the description', () => {
    expect(heading(['Data Engineer, Everlywell', '2 years 10 months'])).toEqual([
      'Data Engineer',
      'Everlywell',
      '',
    ]);
    expect(heading(['7 years', 'Juriste droit social, Groupe SEB'])).toEqual([
      'Juriste droit social',
      'Groupe SEB',
      '',
    ]);
    expect(heading(['Clinical Pharmacist, Hennepin Healthcare', 'HIGHLIGHTS'])).toEqual([
      'Clinical Pharmacist',
      'Hennepin Healthcare',
      '',
    ]);
  });

  it('keeps a legal form and a bracketed name with the company', () => {
    expect(heading(['Senior Data Engineer, Q2 Holdings, Inc.'])).toEqual([
      'Senior Data Engineer',
      'Q2 Holdings, Inc.',
      '',
    ]);
    expect(heading(['Aircraft Technician', 'Gulf Aircraft Maintenance Company (GAMCO)'])).toEqual([
      'Aircraft Technician',
      'Gulf Aircraft Maintenance Company (GAMCO)',
      '',
    ]);
  });

  it('never takes a place for the company', () => {
    expect(heading(['HR Business Partner at Wipro Technologies', 'Chennai'])).toEqual([
      'HR Business Partner',
      'Wipro Technologies',
      'Chennai',
    ]);
    expect(heading(['Muhasebe Uzmanı', 'Güneş Mali Müşavirlik Ltd. Şti., Manisa'], ['TR'])).toEqual(
      ['Muhasebe Uzmanı', 'Güneş Mali Müşavirlik Ltd. Şti.', 'Manisa'],
    );
    expect(heading(['Welder', 'Acme Fabrication, Columbus, OH'])).toEqual([
      'Welder',
      'Acme Fabrication',
      'Columbus, OH',
    ]);
  });
});

describe('readWorkHeading, separators', () => {
  it('leaves no separator dangling where the dates or the place were', () => {
    expect(heading(['Pflegefachfrau, Operative Intensivstation', 'Uniklinik Köln ·'])).toEqual([
      'Pflegefachfrau, Operative Intensivstation',
      'Uniklinik Köln',
      '',
    ]);
  });
});
