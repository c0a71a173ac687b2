import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html.ts';
import { HtmlBlock, type SanitizedHtmlProps } from './html-block.tsx';

/** The HTML through DOMPurify (see sanitize-html.ts). */
export const PurifiedHtml = ({ html, ...props }: SanitizedHtmlProps) => {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <HtmlBlock clean={clean} {...props} />;
};
