/**
 * Where `query` occurs in the text layers under `root`, as DOM ranges (a match may run across
 * the spans of a line). Case is ignored; letters whose lower case has another length are
 * compared as they are, so every position in the folded text is one in the page's.
 */
export const findInTextLayer = (root: HTMLElement, query: string): Range[] => {
  const needle = fold(query.trim());
  if (!needle) return [];
  const ranges: Range[] = [];
  for (const layer of root.querySelectorAll<HTMLElement>('.textLayer')) {
    const nodes: { node: Text; start: number }[] = [];
    let text = '';
    const walker = document.createTreeWalker(layer, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      nodes.push({ node: node as Text, start: text.length });
      text += (node as Text).data;
    }
    const haystack = fold(text);
    const at = (offset: number) => {
      let index = nodes.length - 1;
      while (index > 0 && nodes[index]!.start > offset) index -= 1;
      return { node: nodes[index]!.node, offset: offset - nodes[index]!.start };
    };
    for (let found = haystack.indexOf(needle); found !== -1;) {
      const start = at(found);
      const end = at(found + needle.length - 1);
      const range = document.createRange();
      range.setStart(start.node, start.offset);
      range.setEnd(end.node, end.offset + 1);
      ranges.push(range);
      found = haystack.indexOf(needle, found + needle.length);
    }
  }
  return ranges;
};

const fold = (text: string) =>
  Array.from(text, (char) => {
    const lower = char.toLowerCase();
    return lower.length === char.length ? lower : char;
  }).join('');
