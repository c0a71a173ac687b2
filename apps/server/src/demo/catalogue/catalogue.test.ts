import { describe, expect, it } from 'vitest';
import { baseTitles, DEPARTMENTS, FAMILIES, HEALTHCARE_FAMILIES } from './catalogue.ts';
import { LOCALIZED_TITLES } from './localized-titles.ts';

describe('the demo catalogue', () => {
  it('covers a broad company', () => {
    const names = DEPARTMENTS.map((department) => department.name);
    for (const name of [
      'Engineering',
      'Data',
      'Product',
      'Design',
      'Sales',
      'Marketing',
      'Customer Success',
      'Finance',
      'People',
      'Legal',
      'Operations',
      'Supply Chain and Logistics',
      'Manufacturing',
      'Retail Stores',
      'Healthcare',
      'IT',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('has at least 250 base titles, each in exactly one family', () => {
    const titles = baseTitles().map((entry) => entry.title);
    expect(titles.length).toBeGreaterThanOrEqual(250);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('gives every family unique real skills, duties, requirements and a pay band', () => {
    for (const family of FAMILIES) {
      expect(new Set(family.skills).size, family.name).toBe(family.skills.length);
      expect(family.skills.length, family.name).toBeGreaterThanOrEqual(10);
      expect(family.duties.length, family.name).toBeGreaterThanOrEqual(4);
      expect(family.requirements.length, family.name).toBeGreaterThanOrEqual(1);
      expect(family.salary[0], family.name).toBeLessThan(family.salary[1]);
      expect(new Set(FAMILIES.map((other) => other.name)).size).toBe(FAMILIES.length);
    }
  });

  it('translates only titles that exist, into every title language', () => {
    const titles = new Set(baseTitles().map((entry) => entry.title));
    for (const [english, translations] of Object.entries(LOCALIZED_TITLES)) {
      expect(titles, english).toContain(english);
      for (const text of Object.values(translations)) expect(text.trim()).not.toBe('');
      expect(translations.ja).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(translations.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(translations.th).toMatch(/[\u0e00-\u0e7f]/);
    }
  });

  it('lists the clinical and administrative families of a healthcare employer', () => {
    expect(HEALTHCARE_FAMILIES).toEqual(
      expect.arrayContaining(['Nursing', 'Clinical Support', 'Healthcare Administration']),
    );
    expect(HEALTHCARE_FAMILIES).not.toContain('Software Engineering');
  });
});
