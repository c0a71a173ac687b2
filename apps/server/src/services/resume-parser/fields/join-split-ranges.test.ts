import { describe, expect, it } from 'vitest';
import { plainLine } from '../extract/resume-line.ts';
import { joinSplitRanges } from './join-split-ranges.ts';

const texts = (...lines: string[]) =>
  joinSplitRanges(lines.map((line) => plainLine(line))).map((line) => line.text);

describe('joinSplitRanges', () => {
  it('moves the end of a range wrapped onto the next line up beside its start', () => {
    expect(texts('06/2019– Registered Nurse, Rush', 'present', '• Care for 4 patients')).toEqual([
      '06/2019– present Registered Nurse, Rush',
      '• Care for 4 patients',
    ]);
    expect(texts('08/2016– Staff Nurse, Lutheran', '05/2019\t• 36-bed floor')).toEqual([
      '08/2016– 05/2019 Staff Nurse, Lutheran',
      '• 36-bed floor',
    ]);
  });

  it('leaves a line that names a year in prose after a range alone', () => {
    expect(texts('2019 – 2021 Engineer, Acme', '2020 was a good year')).toEqual([
      '2019 – 2021 Engineer, Acme',
      '2020 was a good year',
    ]);
  });
});
