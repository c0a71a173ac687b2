import { useMemo } from 'react';
import { StatusIcon } from '@/components/status-icon/status-icon.tsx';
import { sanitizeHtml } from '@/lib/sanitize-html.ts';
import type { CustomBanner as CustomBannerConfig } from '@/lib/page-config/index.ts';
import styles from './banners.module.css';

/** A page's custom banner from tenant configuration: 'alert' interrupts, 'info' is polite. */
export const CustomBanner = ({ banner }: { banner: CustomBannerConfig }) => {
  const html = useMemo(() => sanitizeHtml(banner.html), [banner.html]);
  return (
    <div
      className={`${styles.banner} ${banner.type === 'alert' ? styles.alert : styles.info}`}
      role={banner.type === 'alert' ? 'alert' : 'status'}
    >
      <StatusIcon
        kind={banner.type === 'alert' ? 'warning' : 'info'}
        className={banner.type === 'alert' ? styles.alertIcon : styles.infoIcon}
      />
      {/* Tenant HTML, sanitised by DOMPurify. */}
      <div className={styles.content} dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
};
