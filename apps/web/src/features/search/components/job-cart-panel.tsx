import { useId, useState } from 'react';
import { Button, buttonClassName } from '@/components/button/button.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { useJobCart, useUpdateJobCart } from '@/lib/data/job-cart.ts';
import styles from './job-cart-panel.module.css';
import { errorText } from '@/lib/http/index.ts';

type JobCartPanelProps = {
  hrefOf: (pid: number) => string;
  /** The apply page for several positions: pid comma-joined. */
  applyAllHref: (pids: readonly string[]) => string;
};

/**
 * The job cart (when the tenant offers one and the candidate is signed in): the positions in it,
 * 'Apply to all', and the ones no longer open, which can be removed.
 */
export const JobCartPanel = ({ hrefOf, applyAllHref }: JobCartPanelProps) => {
  const { t } = useTranslation('search');
  const { isLoggedIn, config } = useBootData();
  const cart = useJobCart();
  const update = useUpdateJobCart();
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  if (!config.jobCart.enabled || !isLoggedIn || !cart.data) return null;
  const { jobCartData: items, invalidPositionIds: invalid } = cart.data;
  if (!items.length && !invalid.length) return null;

  const remove = (pids: readonly string[]) => {
    update.mutate(
      { pids: pids.map(Number), operation: 'remove' },
      { onError: (error) => toast.error(errorText(error, t('cart.failed'))) },
    );
  };

  return (
    <section className={styles.panel} aria-label={t('cart.label')}>
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={isOpen}
          aria-controls={listId}
          onClick={() => {
            setIsOpen((open) => !open);
          }}
        >
          {t('cart.summary', { count: items.length })}
        </button>
        {items.length ? (
          <a className={buttonClassName('apply')} href={applyAllHref(items.map((item) => item.id))}>
            {items.length > 1 ? t('cart.applyAll', { count: items.length }) : t('cart.applyOne')}
          </a>
        ) : null}
      </div>
      {invalid.length ? (
        <p className={styles.invalid} role="note">
          {t('cart.invalid', { count: invalid.length })}{' '}
          <Button
            variant="quiet"
            isPending={update.isPending}
            onPress={() => {
              remove(invalid);
            }}
          >
            {t('cart.removeInvalid')}
          </Button>
        </p>
      ) : null}
      <ul id={listId} className={styles.list} hidden={!isOpen}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <span className={styles.itemText}>
              <a href={hrefOf(Number(item.id))}>{item.name}</a>
              <span className={styles.meta}>
                {[item.department, item.location].filter(Boolean).join(' · ')}
              </span>
            </span>
            <Button
              variant="ghost"
              aria-label={t('cart.removeLabel', { name: item.name })}
              onPress={() => {
                remove([item.id]);
              }}
            >
              {t('cart.remove')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
};
