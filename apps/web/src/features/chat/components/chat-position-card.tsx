import type { ChatPosition } from '@careers/shared';
import { Button } from '@/components/button/button.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './chat-assistant.module.css';

type ChatPositionCardProps = {
  position: ChatPosition;
  href: string;
  /** Absent when the tenant has no job cart. */
  cart?: { isInCart: boolean; isPending: boolean; onAdd: () => void } | undefined;
};

/** A position the assistant found: its page, why it matches, and 'Add to job cart'. */
export const ChatPositionCard = ({ position, href, cart }: ChatPositionCardProps) => {
  const { t } = useTranslation('chat');
  return (
    <li className={styles.card}>
      <a className={styles.cardTitle} href={href} dir="auto">
        {position.name}
      </a>
      {position.reasons.length ? (
        <ul className={styles.reasons} aria-label={t('reasons')}>
          {position.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      {cart ? (
        cart.isInCart ? (
          <p className={styles.inCart}>{t('inCart')}</p>
        ) : (
          <Button
            variant="secondary"
            className={styles.cardAction}
            isPending={cart.isPending}
            pendingLabel={t('adding')}
            onPress={cart.onAdd}
          >
            {t('addToCart')}
            <span className="visually-hidden"> {position.name}</span>
          </Button>
        )
      ) : null}
    </li>
  );
};
