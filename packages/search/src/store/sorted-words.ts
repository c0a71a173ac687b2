/** The first index whose word is not below `word` (UTF-16 code unit order, as `<` compares). */
export const lowerBound = (words: readonly string[], word: string) => {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
};

/**
 * `sorted` with `added` (new, distinct words) in their places: inserted one by one when they are
 * few (an upsert brings a handful), re-sorted when they are many (a bulk build).
 */
export const mergeWords = (sorted: string[], added: readonly string[]): string[] => {
  if (added.length > 64) return [...sorted, ...added].sort();
  for (const word of added) sorted.splice(lowerBound(sorted, word), 0, word);
  return sorted;
};
