import type { Interview } from '@careers/shared';
import { useId, useState } from 'react';
import { Button } from '@/components/button/button.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { formatDateTime } from '@/lib/format/format-date-time.ts';
import { errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { useChooseSlot } from '../api/choose-slot.ts';
import styles from './interviews.module.css';

/**
 * The times an employer offered: one button each, then a confirmation. A slot someone else took
 * first is refused with the server's message, and the list refreshes to the free ones.
 */
export const SlotPicker = ({ interview }: { interview: Interview }) => {
  const { t, i18n } = useTranslation('scheduling');
  const headingId = useId();
  const choose = useChooseSlot(interview.id);
  const [chosen, setChosen] = useState<Interview['slots'][number] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const when = (iso: string) => formatDateTime(iso, i18n.language);

  const handleConfirm = () => {
    if (!chosen) return;
    choose.mutate(chosen.id, {
      onSuccess: () => {
        setChosen(null);
        setRefusal(null);
        toast.success(t('slots.chosen'));
      },
      onError: (error) => {
        setChosen(null);
        setRefusal(errorText(error, t('failed')));
      },
    });
  };

  return (
    <section className={styles.slots} aria-labelledby={headingId}>
      <h4 id={headingId}>{t('slots.heading')}</h4>
      {refusal ? (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      ) : null}
      {interview.slots.length === 0 ? (
        <p>{t('slots.none')}</p>
      ) : (
        <>
          <p>{t('slots.text')}</p>
          <ul className={styles.slotButtons}>
            {interview.slots.map((slot) => (
              <li key={slot.id}>
                <Button
                  variant="secondary"
                  aria-label={t('slots.chooseLabel', { date: when(slot.starts_at) })}
                  onPress={() => setChosen(slot)}
                >
                  {when(slot.starts_at)}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        isOpen={chosen !== null}
        isPending={choose.isPending}
        title={t('slots.confirmTitle')}
        backLabel={t('slots.back')}
        confirmLabel={t('slots.confirm')}
        onClose={() => setChosen(null)}
        onConfirm={handleConfirm}
      >
        <p>{chosen ? t('slots.confirmText', { date: when(chosen.starts_at) }) : ''}</p>
      </ConfirmDialog>
    </section>
  );
};
