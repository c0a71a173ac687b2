import { describe, expect, it } from 'vitest';
import { toTsquery } from './tsquery.ts';

describe('toTsquery', () => {
  it('ANDs the words and reads the last one as a prefix', () => {
    expect(toTsquery('Senior node.js Dev')).toBe('senior & node & js & dev:*');
  });

  it('lets no tsquery operator through', () => {
    expect(toTsquery(`a|b & !c <-> 'd':* (e)`)).toBe('a & b & c & d & e:*');
  });

  it('keeps letters of any script', () => {
    expect(toTsquery('Éxito 客服专员')).toBe('éxito & 客服专员:*');
  });

  it('is empty without a word', () => {
    expect(toTsquery(' ,.- ')).toBe('');
  });
});
