export type SanitizedHtmlProps = {
  html: string;
  className?: string | undefined;
  /** The text's own language and direction, where they are not the page's. */
  lang?: string | undefined;
  dir?: 'auto' | 'ltr' | 'rtl' | undefined;
};

/** Sanitised HTML in its block; nothing when nothing is left of it. */
export const HtmlBlock = ({
  clean,
  className,
  lang,
  dir,
}: Omit<SanitizedHtmlProps, 'html'> & { clean: string }) =>
  clean ? (
    // HTML sanitised by DOMPurify, the browser's or the server's
    <div className={className} lang={lang} dir={dir} dangerouslySetInnerHTML={{ __html: clean }} />
  ) : null;
