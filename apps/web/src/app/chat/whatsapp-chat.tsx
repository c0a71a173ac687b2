import { parsePositionId, type PageId } from '@careers/shared';
import { useParams, useSearchParams } from 'react-router';
import { buttonClassName } from '@/components/button/button.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { usePositionDetails } from '@/lib/data/position-details.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './whatsapp-chat.module.css';

const waLink = (number: string, text: string) =>
  `https://wa.me/${number}?text=${encodeURIComponent(text)}`;

const PositionLink = ({ number, positionId }: { number: string; positionId: number }) => {
  const { t } = useTranslation('chat');
  const details = usePositionDetails(positionId);
  const text = details.data
    ? t('whatsapp.positionText', { name: details.data.position.name, id: positionId })
    : t('whatsapp.generalText');
  return <WhatsAppLink href={waLink(number, text)} />;
};

const WhatsAppLink = ({ href }: { href: string }) => {
  const { t } = useTranslation('chat');
  return (
    <p className={styles.bar}>
      <a
        className={buttonClassName('secondary')}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('whatsapp.button')}
        <span className="visually-hidden"> {t('whatsapp.newTab')}</span>
      </a>
    </p>
  );
};

const SearchLink = ({ number }: { number: string }) => {
  const { t } = useTranslation('chat');
  const params = useParams();
  const [searchParams] = useSearchParams();
  const search = [
    searchParams.get('query') ?? params.query,
    searchParams.get('location') ?? params.location,
  ]
    .filter(Boolean)
    .join(', ');
  const text = search ? t('whatsapp.searchText', { search }) : t('whatsapp.generalText');
  return <WhatsAppLink href={waLink(number, text)} />;
};

/**
 * 'Chat on WhatsApp' on the search page and a position's page, when the tenant's gate is on and
 * it has a number: wa.me with a first message naming the position or the search. Its words load
 * only then: a page without it never waits for the chat's catalogue.
 */
export const WhatsAppChat = ({ pageId }: { pageId: PageId | undefined }) => {
  const { config } = useBootData();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const number = config.whatsappChatCompNumber;
  if (!config.behaviourFlags.whatsappChatGateEnabled || !number) return null;
  if (pageId === 'singlePosition') {
    const positionId = parsePositionId(params.pid ?? searchParams.get('pid'));
    return positionId === undefined ? null : (
      <PositionLink number={number} positionId={positionId} />
    );
  }
  return pageId === 'jobs' ? <SearchLink number={number} /> : null;
};
