import { parsePositionId, type PageId, type PageTitleParts } from '@careers/shared';
import { Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { CustomBanner } from '@/components/banners/custom-banner.tsx';
import { Footer } from '@/components/footer/footer.tsx';
import { HeroImage } from '@/components/hero-image/hero-image.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { careersHref } from '@/lib/i18n/page-language-links.ts';
import { selectHeadScripts, selectPageBanner, selectPageHero } from '@/lib/page-config/index.ts';
import { PageTitleContext } from '@/lib/page-title/index.ts';
import { PageLoadLogger } from '@/features/notifications/analytics/page-load-logger.tsx';
import { ChatSlot } from '../chat/chat-slot.tsx';
import { WhatsAppChat } from '../chat/whatsapp-chat.tsx';
import { useHeadScripts } from './head-scripts.ts';
import { InteractiveMark } from './interactive-mark.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { experienceOf } from './page-experience.ts';
import { PageLoader } from './page-loader.tsx';
import styles from './page.module.css';
import { useDocumentTitle } from './use-document-title.ts';
import { usePageEntry } from './use-page-entry.ts';

type PageFrameProps = {
  /** The page id the hidden heading carries; none on the not-found page. */
  pageId?: PageId | undefined;
  hasFooter: boolean;
  documentTitle?: string;
  children: ReactNode;
};

/**
 * Every page: `<main id="main">` with the hidden page-id heading, the theme's hero band (careers
 * site pages), the page's banner and hero, an error boundary, then the footer. Also the document title, head scripts and scroll to top.
 */
export const PageFrame = ({ pageId, hasFooter, documentTitle, children }: PageFrameProps) => {
  const { config, domain, user } = useBootData();
  const { pathname } = useLocation();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const mainRef = useRef<HTMLElement>(null);
  const [titleParts, setTitleParts] = useState<PageTitleParts>({});
  const titleContext = useMemo(() => ({ setParts: setTitleParts }), []);

  usePageEntry(pathname, mainRef);
  useHeadScripts(pageId ? selectHeadScripts(config, pageId) : []);
  useDocumentTitle(pageId, titleParts, documentTitle);

  const banner = pageId ? selectPageBanner(config, pageId) : undefined;
  const hero = pageId ? selectPageHero(config, pageId) : undefined;
  const homeHref = careersHref('/', domain);
  const experience = experienceOf(pageId);

  return (
    <PageTitleContext.Provider value={titleContext}>
      <main
        id="main"
        ref={mainRef}
        tabIndex={-1}
        className={styles.main}
        data-experience={experience}
      >
        <PageLoadLogger
          pageId={pageId}
          domain={domain}
          positionId={parsePositionId(params.pid ?? searchParams.get('pid'))}
        />
        {pageId ? (
          <h1 hidden data-page-id={pageId}>
            {pageId}
          </h1>
        ) : null}
        {experience === 'pcsx' ? <div className={styles.themeHero} aria-hidden="true" /> : null}
        <div className={styles.container}>
          {banner ? <CustomBanner banner={banner} /> : null}
          {hero ? <HeroImage hero={hero} /> : null}
          <PageErrorBoundary
            key={pathname}
            pageId={pageId}
            domain={domain}
            positionId={parsePositionId(params.pid ?? searchParams.get('pid'))}
            isAdmin={user?.is_admin === true}
            backHref={homeHref}
            contactHref={config.contactUrl ?? homeHref}
          >
            <Suspense fallback={<PageLoader />}>
              <div className={styles.content}>{children}</div>
              <InteractiveMark />
            </Suspense>
          </PageErrorBoundary>
          <WhatsAppChat pageId={pageId} />
        </div>
      </main>
      <ChatSlot pageId={pageId} />
      {hasFooter ? <Footer customHtml={config.branding.customPageSections.footerHtml} /> : null}
    </PageTitleContext.Provider>
  );
};
