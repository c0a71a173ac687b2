import type { Profile } from '@careers/shared';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/button/button.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useReviewField } from '../api/use-review-field.ts';
import { useSaveProfile } from '../api/use-save-profile.ts';
import type { ValueSectionConfig } from '../lib/value-sections.ts';
import { FieldReview } from './field-review.tsx';
import { NewTag } from './new-tag.tsx';
import { SectionForm } from './section-form.tsx';
import styles from './profile-page.module.css';

type ValueSectionCardProps = {
  config: ValueSectionConfig;
  profile: Profile;
  /** Read-only lines above the section's own (the account's email). */
  children?: ReactNode;
};

const NONE: readonly string[] = [];

/** The form's fields to tag 'New': the location's are one field of the profile. */
const markedFieldsOf = (section: ValueSectionConfig['section'], profile: Profile) => {
  if (section === 'basics') return profile.parsedFields;
  return section === 'location' && profile.parsedFields.includes('location') ? 'all' : NONE;
};

/** A section edited as a whole (basics, location, job preferences): read, or its form. */
export const ValueSectionCard = ({ config, profile, children }: ValueSectionCardProps) => {
  const { t, i18n } = useTranslation('profile');
  const headingId = useId();
  const [isEditing, setIsEditing] = useState(false);
  const { save, fieldErrors } = useSaveProfile();
  const title = t(`sections.${config.section}`);
  const rows = config.rows(profile, t, i18n.language).filter(([, value]) => value);
  const cardRef = useRef<HTMLElement>(null);
  const review = useReviewField(
    profile,
    () => cardRef.current,
    () => cardRef.current?.querySelector<HTMLElement>('[data-edit]'),
  );
  const isMarked = (field: string | undefined) =>
    (profile.parsedFields as string[]).includes(field ?? '');

  const submit = async (values: Record<string, unknown>) => {
    const isSaved = await save({
      op_section: config.section,
      operation: 'update',
      op_data: { value: config.fromValues(values, profile) },
    });
    if (isSaved) setIsEditing(false);
  };

  return (
    <section
      ref={cardRef}
      className={styles.card}
      aria-labelledby={headingId}
      data-section={config.section}
    >
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.cardTitle}>
          {title}
        </h2>
        {isEditing ? null : (
          <Button
            variant="secondary"
            data-edit
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
          markedFields={markedFieldsOf(config.section, profile)}
          fieldErrors={fieldErrors}
          onSubmit={submit}
          onCancel={() => setIsEditing(false)}
        />
      ) : rows.length ? (
        <dl className={styles.rows}>
          {rows.map(([label, value, field]) => (
            <div key={label} className={styles.row}>
              <dt>
                {label}
                {field && isMarked(field) ? <NewTag /> : null}
              </dt>
              <dd>
                {value}
                {field && isMarked(field) ? (
                  <FieldReview
                    field={field}
                    isBusy={review.isPending}
                    onReview={(action) => review.reviewField(field, action)}
                  />
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={styles.empty}>{t(`empty.${config.section}`)}</p>
      )}
    </section>
  );
};
