import type { AdminCandidate } from '@careers/shared';
import { formatDateTime } from '@/lib/format/format-date-time.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './candidates.module.css';

const formatSize = (bytes: number, language: string) =>
  new Intl.NumberFormat(language, {
    style: 'unit',
    unit: bytes < 1024 * 1024 ? 'kilobyte' : 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes < 1024 * 1024 ? bytes / 1024 : bytes / 1024 / 1024);

/** The candidate's contact details, current resume (a download), skills, experience and education. */
export const CandidateProfile = ({ candidate }: { candidate: AdminCandidate }) => {
  const { t, i18n } = useTranslation('employer-candidates');
  const { profile, currentResume: resume } = candidate;
  const phone = profile.phones[0];
  const place = [profile.location?.city, profile.location?.region, profile.location?.country]
    .filter(Boolean)
    .join(', ');
  return (
    <section aria-labelledby="profile-heading" className={styles.panel}>
      <h2 id="profile-heading" className={styles.sectionTitle}>
        {t('candidate.profile')}
      </h2>
      {profile.headline && (
        <p>
          <bdi>{profile.headline}</bdi>
        </p>
      )}
      <dl className={styles.facts}>
        <dt>{t('candidate.email')}</dt>
        <dd>
          <a className={styles.link} href={`mailto:${candidate.email}`}>
            <bdi>{candidate.email}</bdi>
          </a>
        </dd>
        {phone && (
          <>
            <dt>{t('candidate.phone')}</dt>
            <dd dir="ltr">{phone.number}</dd>
          </>
        )}
        {place && (
          <>
            <dt>{t('candidate.location')}</dt>
            <dd>
              <bdi>{place}</bdi>
            </dd>
          </>
        )}
      </dl>
      <h3 className={styles.sectionTitle}>{t('candidate.resume')}</h3>
      {resume ? (
        <p>
          <a className={styles.link} href={resume.downloadUrl} download={resume.fileName}>
            {t('candidate.download', { name: resume.fileName })}
          </a>
          <span className={styles.meta}>
            {' '}
            ({formatSize(resume.size, i18n.language)},{' '}
            {t('candidate.uploaded', { date: formatDateTime(resume.uploadedAt, i18n.language) })})
          </span>
        </p>
      ) : (
        <p className={styles.meta}>{t('candidate.noResume')}</p>
      )}
      {profile.skills.length > 0 && (
        <>
          <h3 className={styles.sectionTitle}>{t('candidate.skills')}</h3>
          <ul className={styles.tags}>
            {profile.skills.map((skill) => (
              <li key={skill.name}>
                <bdi>{skill.name}</bdi>
              </li>
            ))}
          </ul>
        </>
      )}
      {profile.workExperience.length > 0 && (
        <>
          <h3 className={styles.sectionTitle}>{t('candidate.experience')}</h3>
          <ul className={styles.list}>
            {profile.workExperience.map((job, index) => (
              <li key={index}>
                <bdi>{job.title}</bdi>
                {job.company && (
                  <span className={styles.meta}>
                    {' · '}
                    <bdi>{job.company}</bdi>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {profile.education.length > 0 && (
        <>
          <h3 className={styles.sectionTitle}>{t('candidate.education')}</h3>
          <ul className={styles.list}>
            {profile.education.map((school, index) => (
              <li key={index}>
                <bdi>{school.institution}</bdi>
                {school.degree && <span className={styles.meta}> · {school.degree}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
};
