import { useState } from 'react';
import { Button } from '@/components/button/button.tsx';
import { errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { useAssignForm } from '../api/admin-forms.ts';
import styles from './form-builder.module.css';

/** Assigns the saved form to a candidate by email. */
export const AssignFormPanel = ({ formId, isSaved }: { formId: string; isSaved: boolean }) => {
  const { t } = useTranslation('form-builder');
  const [email, setEmail] = useState('');
  const assign = useAssignForm();
  const handleAssign = () =>
    assign.mutate(
      { formId, email: email.trim() },
      {
        onSuccess: (result) => toast.success(t('assigned', { email: result.email })),
        onError: (error) => toast.error(errorText(error, t('assignFailed'))),
      },
    );
  return (
    <section className={styles.card} aria-labelledby="form-builder-assign">
      <h2 id="form-builder-assign" className={styles.subtitle}>
        {t('assign.title')}
      </h2>
      {!isSaved && <p className={styles.hint}>{t('assign.saveFirst')}</p>}
      <label className={styles.field}>
        <span>{t('assign.email')}</span>
        <input
          type="email"
          className={styles.input}
          value={email}
          autoComplete="off"
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <div>
        <Button
          isDisabled={!isSaved || !email.includes('@')}
          isPending={assign.isPending}
          onPress={handleAssign}
        >
          {t('assign.submit')}
        </Button>
      </div>
    </section>
  );
};
