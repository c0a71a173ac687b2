import { buildCareersUrl, type FormSummary } from '@careers/shared';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/button/button.tsx';
import { useDomain } from '@/lib/boot-data/index.ts';
import styles from './forms-centre.module.css';

/** One assigned form: its title, status, dates and the way in. */
export const FormCard = ({ form }: { form: FormSummary }) => {
  const { t, i18n } = useTranslation('document-center');
  const domain = useDomain();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const action =
    form.status === 'completed' ? 'view' : form.status === 'open' ? 'start' : 'continue';
  return (
    <li className={styles.card}>
      <div className={styles.cardText}>
        <h3 className={styles.cardTitle}>{form.title}</h3>
        <p className={styles.meta}>
          <span className={`${styles.status} ${styles[form.status]}`}>
            {t(`status.${form.status}`)}
          </span>
          {form.due_at && form.status !== 'completed'
            ? t('card.due', { date: date(form.due_at) })
            : t('card.updated', { date: date(form.updated_at) })}
        </p>
      </div>
      <Link
        className={buttonClassName(action === 'view' ? 'secondary' : 'primary')}
        to={buildCareersUrl('/forms', domain, { form_id: form.form_id })}
        aria-label={t(`card.${action}Named`, { title: form.title })}
      >
        {t(`card.${action}`)}
      </Link>
    </li>
  );
};
