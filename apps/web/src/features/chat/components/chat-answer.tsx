import type { ChatAnswer as Answer } from '@careers/shared';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button/button.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useUpdateJobCart } from '@/lib/data/job-cart.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { carriedParams, jobHref } from '@/lib/job-links/job-links.ts';
import { toast } from '@/lib/toast/index.ts';
import { pageSearchHref } from '../lib/page-search.ts';
import { ChatPositionCard } from './chat-position-card.tsx';
import styles from './chat-assistant.module.css';
import { errorText } from '@/lib/http/index.ts';

type ChatAnswerProps = {
  answer: Answer;
  cartIds: readonly string[];
  onShowOnPage: (href: string) => void;
};

/** The assistant's answer: its words, the positions it found, and the search to apply. */
export const ChatAnswer = ({ answer, cartIds, onShowOnPage }: ChatAnswerProps) => {
  const { t } = useTranslation('chat');
  const { domain, config } = useBootData();
  const [searchParams] = useSearchParams();
  const update = useUpdateJobCart();
  const hasCart = config.jobCart.enabled;
  const { search } = answer;

  const add = (id: number) => {
    update.mutate(
      { pids: [id], operation: 'add' },
      {
        onSuccess: () => toast.success(t('added')),
        onError: (error) => toast.error(errorText(error, t('addFailed'))),
      },
    );
  };

  return (
    <>
      <p className={styles.text} dir="auto">
        {answer.reply}
      </p>
      {answer.positions.length ? (
        <ul className={styles.cards} aria-label={t('positions')}>
          {answer.positions.map((position) => (
            <ChatPositionCard
              key={position.id}
              position={position}
              href={jobHref(position.id, searchParams, domain)}
              cart={
                hasCart
                  ? {
                      isInCart: cartIds.includes(String(position.id)),
                      isPending: update.isPending && update.variables.pids[0] === position.id,
                      onAdd: () => {
                        add(position.id);
                      },
                    }
                  : undefined
              }
            />
          ))}
        </ul>
      ) : null}
      {search && answer.positions.length ? (
        <Button
          variant="primary"
          className={styles.showOnPage}
          onPress={() => {
            onShowOnPage(pageSearchHref(search, carriedParams(searchParams, domain)));
          }}
        >
          {t('showOnPage')}
        </Button>
      ) : null}
    </>
  );
};
