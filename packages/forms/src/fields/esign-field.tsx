import { useEffect, useMemo, useRef } from 'react';
import type { FormItem } from '@careers/shared/forms/index';
import { useFormsI18n } from '../i18n/use-forms-i18n.ts';
import { useFormRenderer } from '../renderer/form-renderer-context.ts';
import styles from './field.module.css';

/** The frame's address: `url`, else the public page of the custom domain, with wid and hosted. */
export function esignFrameUrl(item: FormItem): string | null {
  const options = item.esignOptions ?? {};
  const base = options.url ?? (options.customDomain ? `https://${options.customDomain}/` : null);
  if (!base) return null;
  try {
    const url = new URL(
      base,
      typeof window === 'undefined' ? 'http://localhost' : window.location.href,
    );
    if (options.wid) url.searchParams.set('wid', options.wid);
    if (options.hosted !== undefined) url.searchParams.set('hosted', String(options.hosted));
    return url.toString();
  } catch {
    return null;
  }
}

/**
 * Embedded form / e-sign frame. A message of type ESIGN calls onSign, REJECT calls onReject;
 * only messages from the frame's own origin and window are accepted.
 */
export function EsignField({
  item,
  onChange,
}: {
  item: FormItem;
  onChange: (value: 'signed' | 'rejected') => void;
}) {
  const { ui } = useFormsI18n();
  const { esign } = useFormRenderer();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const src = useMemo(() => esignFrameUrl(item), [item]);
  const isEmbedded = item.type === 'embedded_form';

  useEffect(() => {
    if (!src) return;
    const origin = new URL(src).origin;
    const handleMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      if (frameRef.current && event.source !== frameRef.current.contentWindow) return;
      const type = (event.data as { type?: unknown } | null)?.type;
      if (type === 'ESIGN') {
        onChange('signed');
        esign.onSign?.(item.name, event.data);
      } else if (type === 'REJECT') {
        onChange('rejected');
        esign.onReject?.(item.name, event.data);
      }
    };
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, [src, esign, item.name, onChange]);

  if (!src) return null;
  return (
    <div className={styles.field} data-field={item.name}>
      {item.label ? <p className={styles.label}>{item.label}</p> : null}
      <iframe
        ref={frameRef}
        src={src}
        title={item.esignOptions?.title ?? item.label ?? ui('esignTitle')}
        className={styles.frame}
        width={isEmbedded ? 800 : undefined}
        height={isEmbedded ? 1132 : 600}
      />
    </div>
  );
}
