import { Button } from '@/components/button/button.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { DateTimeValue } from '../lib/date-time-value.ts';
import { DateTimeField } from './date-time-field.tsx';
import styles from './schedule.module.css';

export const MAX_SLOTS = 20;

/** One time offered; `key` keeps a field's own state when another one is removed. */
export type Slot = { key: number; value: DateTimeValue | null };

let lastKey = 0;
export const newSlot = (value: DateTimeValue | null): Slot => ({ key: ++lastKey, value });

type Props = {
  slots: Slot[];
  errors: (string | undefined)[];
  onChange: (slots: Slot[]) => void;
};

/** The times a candidate may choose from: one field each, added (an hour after the last) and removed. */
export const SlotTimes = ({ slots, errors, onChange }: Props) => {
  const { t } = useTranslation('employer-schedule');
  const nextTime = () => slots.findLast((slot) => slot.value !== null)?.value?.add({ hours: 1 });
  return (
    <div>
      <ol className={styles.list}>
        {slots.map((slot, index) => (
          <li key={slot.key} className={styles.slotRow}>
            <DateTimeField
              label={t('schedule.slotLabel', { number: index + 1 })}
              value={slot.value}
              error={errors[index]}
              isRequired
              onChange={(value) =>
                onChange(slots.map((old) => (old.key === slot.key ? { ...old, value } : old)))
              }
            />
            {slots.length > 1 && (
              <Button
                variant="secondary"
                onPress={() => onChange(slots.filter((old) => old.key !== slot.key))}
              >
                {t('schedule.removeSlot')}
                <span className="visually-hidden">
                  {' '}
                  {t('schedule.slotLabel', { number: index + 1 })}
                </span>
              </Button>
            )}
          </li>
        ))}
      </ol>
      {slots.length < MAX_SLOTS && (
        <Button
          variant="secondary"
          onPress={() => onChange([...slots, newSlot(nextTime() ?? null)])}
        >
          {t('schedule.addSlot')}
        </Button>
      )}
    </div>
  );
};
