const ALLOWED_TAGS = new Set(['h3', 'p', 'ul', 'li', 'strong', 'a']);

/** Problems with an HTML fragment: unknown or unbalanced tags, raw `<`, `>` or `&` in text. */
export const htmlProblems = (html: string): string[] => {
  const problems: string[] = [];
  const open: string[] = [];
  for (const match of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>/g)) {
    const [, closing, tag = ''] = match;
    if (!ALLOWED_TAGS.has(tag)) problems.push(`unexpected <${tag}>`);
    if (!closing) open.push(tag);
    else if (open.pop() !== tag) problems.push(`unbalanced </${tag}>`);
  }
  if (open.length > 0) problems.push(`unclosed ${open.join(', ')}`);
  const text = html.replace(/<[^>]*>/g, '');
  if (/[<>]/.test(text)) problems.push('raw angle bracket in text');
  if (/&(?!(amp|lt|gt|quot|#39);)/.test(text)) problems.push('unescaped ampersand');
  if (/undefined|NaN|null|\[object/.test(text)) problems.push('leaked placeholder value');
  return problems;
};
