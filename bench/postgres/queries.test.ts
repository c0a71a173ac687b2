import { describe, expect, it } from 'vitest';
import { buildQueryMix } from '../query-mix.ts';
import { facetCounts, postedSinceCounts, rankedPage, total, type Statement } from './queries.ts';

const FIELDS = ['department', 'job_family', 'employment_type', 'country', 'workplace', 'skills'];

const placeholders = (statement: Statement) =>
  new Set([...statement.text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));

describe('the SQL of a search', () => {
  it('binds exactly the values each statement uses, for every search of the mix', () => {
    for (const { query } of buildQueryMix(1000, 300)) {
      for (const statement of [
        rankedPage(query),
        total(query),
        ...FIELDS.map((field) => facetCounts(query, field)),
        postedSinceCounts(query),
      ]) {
        const used = placeholders(statement);
        expect(used.size).toBe(statement.values.length);
        expect(Math.max(0, ...used)).toBe(statement.values.length);
      }
    }
  });

  it("leaves a facet's own filter out of its counts and keeps the others", () => {
    const query = { text: 'nurse', filters: { department: ['Healthcare'], country: ['Spain'] } };
    const department = facetCounts(query, 'department');
    expect(department.text).not.toContain('department = ANY');
    expect(department.text).toContain('countries &&');
    expect(department.values).toEqual(['nurse:*', ['Spain']]);
  });

  it('counts every posted-since threshold in one statement', () => {
    const statement = postedSinceCounts({ text: 'nurse', postedSince: [100, 200] });
    expect(statement.text).toContain('FILTER (WHERE posted_at >= to_timestamp($2)) AS since_0');
    expect(statement.text).toContain('FILTER (WHERE posted_at >= to_timestamp($3)) AS since_1');
    expect(statement.values).toEqual(['nurse:*', 100, 200]);
  });

  it('pages by start and size and ranks text matches first', () => {
    const page = rankedPage({ text: 'data', start: 20, size: 10 });
    expect(page.text).toMatch(/ORDER BY ts_rank\(.*\) DESC, posted_at DESC LIMIT 10 OFFSET 20$/);
  });
});
