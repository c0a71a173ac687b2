import { Button } from '@/components/button/button.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './employer.module.css';

export type LocationValue = Record<string, string | number | null | undefined> & {
  displayName: string;
};

const PARTS = [
  'displayName',
  'streetAddress',
  'postalCode',
  'city',
  'region',
  'country',
  'countryCode',
] as const;

/** The position's locations: one row each (name, address, city, region, country, code), added and removed. */
export const LocationsInput = ({
  value,
  onChange,
}: {
  value: LocationValue[];
  onChange: (value: LocationValue[]) => void;
}) => {
  const { t } = useTranslation('employer');
  const set = (index: number, part: string, text: string) =>
    onChange(value.map((row, i) => (i === index ? { ...row, [part]: text || null } : row)));
  return (
    <>
      {value.map((row, index) => (
        <div key={index} className={styles.locationRow}>
          {PARTS.map((part) => (
            <label key={part} className={styles.field}>
              {t(`location.${part}`)}
              <input
                value={String(row[part] ?? '')}
                required={part === 'displayName'}
                onChange={(event) => set(index, part, event.target.value)}
              />
            </label>
          ))}
          <Button
            variant="quiet"
            onPress={() => onChange(value.filter((_, i) => i !== index))}
            aria-label={t('location.remove', { name: row.displayName })}
          >
            {t('location.removeShort')}
          </Button>
        </div>
      ))}
      <Button variant="secondary" onPress={() => onChange([...value, { displayName: '' }])}>
        {t('location.add')}
      </Button>
    </>
  );
};
