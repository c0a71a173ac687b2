/**
 * Visits the words of a sorted list within `maxEdits` of `query` (optimal string alignment
 * distance: insertions, deletions, substitutions and adjacent transpositions count one each), or
 * in prefix mode the words that start with such a prefix, with the smallest edit count.
 *
 * The sorted list is walked as an implicit trie: the rows of the edit table for the prefix a word
 * shares with the previous one are reused, and a prefix whose row already exceeds the budget skips
 * every word that starts with it. Cost grows with the words near the query, not the whole list.
 */
export const fuzzyWalk = (
  words: readonly string[],
  query: string,
  maxEdits: number,
  isPrefix: boolean,
  visit: (index: number, edits: number) => void,
) => {
  const m = query.length;
  const maxDepth = m + maxEdits;
  const width = m + 1;
  const rows = new Int32Array((maxDepth + 1) * width);
  for (let j = 0; j <= m; j++) rows[j] = j;
  let previous = '';
  let validDepth = 0;
  let index = 0;
  next: while (index < words.length) {
    const word = words[index]!;
    let depth = 0;
    const shared = Math.min(validDepth, word.length);
    while (depth < shared && word.charCodeAt(depth) === previous.charCodeAt(depth)) depth++;
    const end = Math.min(word.length, maxDepth);
    for (let k = depth + 1; k <= end; k++) {
      const row = k * width;
      const above = row - width;
      const c = word.charCodeAt(k - 1);
      rows[row] = k;
      let rowMin = k;
      for (let j = 1; j <= m; j++) {
        const q = query.charCodeAt(j - 1);
        let value = Math.min(rows[above + j]! + 1, rows[row + j - 1]! + 1);
        value = Math.min(value, rows[above + j - 1]! + (c === q ? 0 : 1));
        if (k > 1 && j > 1 && c === query.charCodeAt(j - 2) && word.charCodeAt(k - 2) === q) {
          value = Math.min(value, rows[above - width + j - 2]! + 1);
        }
        rows[row + j] = value;
        if (value < rowMin) rowMin = value;
      }
      if (rowMin > maxEdits) {
        // Longer prefixes only get worse: every word that starts with this one is settled.
        const skipTo = skipPrefix(words, index, word.slice(0, k));
        if (isPrefix) {
          let edits = maxEdits + 1;
          for (let shorter = 0; shorter < k; shorter++) {
            edits = Math.min(edits, rows[shorter * width + m]!);
          }
          if (edits <= maxEdits) for (let i = index; i < skipTo; i++) visit(i, edits);
        }
        previous = word;
        validDepth = k - 1;
        index = skipTo;
        continue next;
      }
    }
    let edits = maxEdits + 1;
    if (isPrefix) {
      for (let k = 0; k <= end; k++) edits = Math.min(edits, rows[k * width + m]!);
    } else if (word.length <= maxDepth) {
      edits = rows[word.length * width + m]!;
    }
    if (edits <= maxEdits) visit(index, edits);
    previous = word;
    validDepth = end;
    index++;
  }
};

/** The first index after `from` whose word does not start with `prefix`. */
const skipPrefix = (words: readonly string[], from: number, prefix: string) => {
  let low = from + 1;
  let step = 1;
  let high = low;
  while (high < words.length && words[high]!.startsWith(prefix)) {
    low = high + 1;
    high = low + step;
    step *= 2;
  }
  high = Math.min(high, words.length);
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]!.startsWith(prefix)) low = middle + 1;
    else high = middle;
  }
  return low;
};
