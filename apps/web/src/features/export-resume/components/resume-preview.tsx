import type { Profile } from '@careers/shared';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './resume-preview.module.css';

const period = (start: string | null, end: string | null, isCurrent: boolean, now: string) =>
  [start, isCurrent ? now : end].filter(Boolean).join(' – ');

/** The profile laid out as a resume, as the PDF export prints it. */
export const ResumePreview = ({ profile }: { profile: Profile }) => {
  const { t } = useTranslation('profile');
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const place = profile.location
    ? [profile.location.city, profile.location.region, profile.location.country]
        .filter(Boolean)
        .join(', ')
    : '';
  const contact = [profile.email, ...profile.phones.map((phone) => phone.number), place].filter(
    Boolean,
  );
  return (
    <article className={styles.sheet} aria-label={t('export.previewLabel')}>
      <header className={styles.top}>
        <h2 className={styles.name}>{name || profile.email}</h2>
        {profile.headline ? <p className={styles.headline}>{profile.headline}</p> : null}
        <p className={styles.contact}>{contact.join(' · ')}</p>
        {profile.links.length ? (
          <p className={styles.contact}>{profile.links.map((link) => link.url).join(' · ')}</p>
        ) : null}
      </header>
      {profile.summary ? <p>{profile.summary}</p> : null}
      {profile.workExperience.length ? (
        <section>
          <h3 className={styles.heading}>{t('sections.workExperience')}</h3>
          {profile.workExperience.map((job, index) => (
            <div key={index} className={styles.entry}>
              <p className={styles.entryTitle}>
                {job.company
                  ? t('atCompany', { title: job.title, company: job.company })
                  : job.title}
              </p>
              <p className={styles.meta}>
                {[period(job.startDate, job.endDate, job.isCurrent, t('now')), job.location]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {job.description ? <p className={styles.text}>{job.description}</p> : null}
            </div>
          ))}
        </section>
      ) : null}
      {profile.education.length ? (
        <section>
          <h3 className={styles.heading}>{t('sections.education')}</h3>
          {profile.education.map((school, index) => (
            <div key={index} className={styles.entry}>
              <p className={styles.entryTitle}>{school.institution}</p>
              <p className={styles.meta}>
                {[school.degree, school.field, period(school.startDate, school.endDate, false, '')]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
          ))}
        </section>
      ) : null}
      {profile.skills.length ? (
        <section>
          <h3 className={styles.heading}>{t('sections.skills')}</h3>
          <p>{profile.skills.map((skill) => skill.name).join(', ')}</p>
        </section>
      ) : null}
      {profile.languages.length ? (
        <section>
          <h3 className={styles.heading}>{t('sections.languages')}</h3>
          <p>
            {profile.languages
              .map((language) =>
                language.fluency
                  ? `${language.name} (${t(`fluencies.${language.fluency}`)})`
                  : language.name,
              )
              .join(', ')}
          </p>
        </section>
      ) : null}
      {profile.certifications.length ? (
        <section>
          <h3 className={styles.heading}>{t('sections.certifications')}</h3>
          <ul className={styles.list}>
            {profile.certifications.map((item, index) => (
              <li key={index}>{[item.name, item.issuer].filter(Boolean).join(' · ')}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
};
