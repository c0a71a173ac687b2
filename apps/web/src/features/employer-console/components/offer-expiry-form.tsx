import type { AdminOffer } from '@careers/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button.tsx';
import { useSetOfferExpiry } from '@/lib/data/employer.ts';
import { errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import styles from './employer.module.css';

/** An ISO moment as a datetime-local input's value, in the browser's time zone. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};

/** Changes an open offer's expiry; empty means it never expires. */
export const OfferExpiryForm = ({ offer }: { offer: AdminOffer }) => {
  const { t } = useTranslation('employer');
  const setExpiry = useSetOfferExpiry();
  const [value, setValue] = useState(() => toLocalInput(offer.expires_at));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setExpiry.mutate(
      { encId: offer.enc_id, expiresAt: value ? new Date(value).toISOString() : null },
      {
        onSuccess: () => toast.success(t('offerDetail.expirySaved')),
        onError: (error) => toast.error(errorText(error, t('offerDetail.actionFailed'))),
      },
    );
  };

  return (
    <form className={styles.filters} onSubmit={submit}>
      <label className={styles.field}>
        {t('offer.newExpiry')}
        <input type="datetime-local" value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      <Button type="submit" variant="secondary" isPending={setExpiry.isPending}>
        {t('offer.changeExpiry')}
      </Button>
    </form>
  );
};
