import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html.ts';

export type SanitizedHtmlProps = {
  html: string;
  className?: string | undefined;
  /** The text's own language and direction, where they are not the page's. */
  lang?: string | undefined;
  dir?: 'auto' | 'ltr' | 'rtl' | undefined;
};

/** The HTML through DOMPurify (see sanitize-html.ts); nothing when nothing is left of it. */
export const PurifiedHtml = ({ html, className, lang, dir }: SanitizedHtmlProps) => {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // Tenant or employer HTML, sanitised by DOMPurify.
  return clean ? (
    <div className={className} lang={lang} dir={dir} dangerouslySetInnerHTML={{ __html: clean }} />
  ) : null;
};
