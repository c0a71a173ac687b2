import type { Profile } from '@careers/shared';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/button/button.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useSaveProfile } from '../api/use-save-profile.ts';
import type { ValueSectionConfig } from '../lib/value-sections.ts';
import { SectionForm } from './section-form.tsx';
import styles from './profile-page.module.css';

type ValueSectionCardProps = {
  config: ValueSectionConfig;
  profile: Profile;
  /** Read-only lines above the section's own (the account's email). */
  children?: ReactNode;
};

/** A section edited as a whole (basics, location, job preferences): read, or its form. */
export const ValueSectionCard = ({ config, profile, children }: ValueSectionCardProps) => {
  const { t, i18n } = useTranslation('profile');
  const headingId = useId();
  const [isEditing, setIsEditing] = useState(false);
  const { save, fieldErrors } = useSaveProfile();
  const title = t(`sections.${config.section}`);
  const rows = config.rows(profile, t, i18n.language).filter(([, value]) => value);

  const submit = async (values: Record<string, unknown>) => {
    const isSaved = await save({
      op_section: config.section,
      operation: 'update',
      op_data: { value: config.fromValues(values, profile) },
    });
    if (isSaved) setIsEditing(false);
  };

  return (
    <section className={styles.card} aria-labelledby={headingId} data-section={config.section}>
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.cardTitle}>
          {title}
        </h2>
        {isEditing ? null : (
          <Button
            variant="secondary"
            onPress={() => setIsEditing(true)}
            aria-label={t('editItem', { item: title })}
          >
            {t('edit')}
          </Button>
        )}
      </div>
      {children}
      {isEditing ? (
        <SectionForm
          ariaLabel={t('editItem', { item: title })}
          fields={config.fields(t)}
          values={config.toValues(profile)}
          fieldErrors={fieldErrors}
          onSubmit={submit}
          onCancel={() => setIsEditing(false)}
        />
      ) : rows.length ? (
        <dl className={styles.rows}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.row}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={styles.empty}>{t(`empty.${config.section}`)}</p>
      )}
    </section>
  );
};
