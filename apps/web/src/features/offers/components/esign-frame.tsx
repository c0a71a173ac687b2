import { esignMessageSchema, type OfferDocument } from '@careers/shared';
import { useEffect, useRef } from 'react';
import { withDomain } from '@/components/navbar/nav-href.ts';
import { getPageDomain } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './letter.module.css';

/** The origin the hosted e-signature page lives on: messages from anywhere else are ignored. */
export const esignOriginOf = (url: string) => new URL(url, window.location.href).origin;

type EsignFrameProps = {
  document: OfferDocument & { url: string };
  onSigned: () => void;
  onRejected: () => void;
};

/**
 * The electronic-signature viewer: the hosted page in a frame (at least 600 px high). It posts
 * {type: 'ESIGN'} or {type: 'REJECT'}; only messages from its origin and its frame count.
 */
export const EsignFrame = ({ document, onSigned, onRejected }: EsignFrameProps) => {
  const { t } = useTranslation('offers');
  const frameRef = useRef<HTMLIFrameElement>(null);
  const handlers = useRef({ onSigned, onRejected });
  useEffect(() => {
    handlers.current = { onSigned, onRejected };
  });
  const origin = esignOriginOf(document.url);
  // the hosted page checks the session on the offer's tenant: a page opened with `domain` passes it on
  const pageDomain = getPageDomain();
  const src = pageDomain ? withDomain(document.url, pageDomain) : document.url;

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      if (frameRef.current && event.source !== frameRef.current.contentWindow) return;
      const message = esignMessageSchema.safeParse(event.data);
      if (!message.success) return;
      if (message.data.documentId !== undefined && message.data.documentId !== document.id) return;
      if (message.data.type === 'ESIGN') handlers.current.onSigned();
      else handlers.current.onRejected();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [origin, document.id]);

  return (
    <section className={styles.esign}>
      <p className={styles.help}>{t('letter.esignHelp')}</p>
      <iframe
        ref={frameRef}
        className={styles.esignFrame}
        src={src}
        title={t('letter.esignTitle', { name: document.name })}
      />
    </section>
  );
};
