import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher/language-switcher.tsx';
import { sanitizeHtml } from '@/lib/sanitize-html.ts';
import styles from './footer.module.css';

export const PRODUCT_NAME = 'Careers Site';

type FooterProps = { customHtml?: string | undefined };

/** The tenant's footer HTML (sanitised), the language switcher, then the 'Powered by' line. */
export const Footer = ({ customHtml }: FooterProps) => {
  const { t } = useTranslation('shell');
  const html = useMemo(() => (customHtml ? sanitizeHtml(customHtml) : ''), [customHtml]);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {html ? (
          // Tenant HTML, sanitised by DOMPurify.
          <div className={styles.custom} dangerouslySetInnerHTML={{ __html: html }} />
        ) : null}
        <LanguageSwitcher placement="footer" />
        <p className={styles.poweredBy}>{t('footer.poweredBy', { product: PRODUCT_NAME })}</p>
      </div>
    </footer>
  );
};
