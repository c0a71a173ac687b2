import { describe, expect, it } from 'vitest';
import { FORMULA_MESSAGE, formulaProblems } from './formula-cells.ts';

describe('formulaProblems', () => {
  it('refuses text starting with =, +, -, @, a tab or a carriage return, whatever follows', () => {
    for (const text of [
      '=1+1',
      '=HYPERLINK("http://evil.example","Click")',
      '@SUM(A1:A9)',
      '+1',
      '-2+3',
      "-1+cmd|' /C calc'!A0",
      "+1+cmd|' /C calc'!A0",
      '-5',
      '+49 30 1234567',
      '- a bullet',
      '\t=1',
      '\r=1',
      '\tplain',
    ])
      expect([text, formulaProblems({ title: text })]).toEqual([text, { title: FORMULA_MESSAGE }]);
  });

  it('lets text through that only holds those characters further on', () => {
    for (const text of ['Engineer', 'C++ developer', 'Pay: -5%', 'a=b', 'x@y.example', ' '])
      expect([text, formulaProblems({ title: text })]).toEqual([text, {}]);
  });

  it('names every field it refuses by its path, lists and locations included', () => {
    const problems = formulaProblems({
      title: 'Pilot',
      skills: ['Navigation', '-1+1'],
      locations: [{ displayName: '+cmd', latitude: -33.8 }],
      salary: -5,
    });
    expect(problems).toEqual({
      'skills.1': FORMULA_MESSAGE,
      'locations.0.displayName': FORMULA_MESSAGE,
    });
  });
});
