import type { Resume } from '@careers/shared';
import { useId, useState } from 'react';
import { Button } from '@/components/button/button.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { resumeLinks, useDeleteResume, useMakeResumeCurrent } from '@/lib/data/resumes.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { ResumeUpload } from '@/lib/resume-upload/resume-upload.tsx';
import { toast } from '@/lib/toast/index.ts';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import styles from './profile-page.module.css';

/** The uploaded resumes: download, make current, delete, and upload a new one. */
export const ResumesCard = ({ resumes }: { resumes: Resume[] }) => {
  const { t, i18n } = useTranslation('profile');
  const { domain } = useBootData();
  const headingId = useId();
  const makeCurrent = useMakeResumeCurrent();
  const remove = useDeleteResume();
  const [deleting, setDeleting] = useState<Resume | null>(null);
  const failed = () => toast.error(t('errors.generic'));
  const dateOf = (seconds: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(seconds * 1000);

  return (
    <section className={styles.card} aria-labelledby={headingId} data-section="resumes">
      <h2 id={headingId} className={styles.cardTitle}>
        {t('resumes.title')}
      </h2>
      {resumes.length ? (
        <ul className={styles.items}>
          {resumes.map((resume) => (
            <li key={resume.id} className={styles.item}>
              <p className={styles.itemTitle}>
                <span className={styles.fileName}>{resume.fileName}</span>
                {resume.isCurrent ? (
                  <span className={styles.currentTag}>{t('resumes.current')}</span>
                ) : null}
              </p>
              <p className={styles.itemDetail}>
                {t('resumes.uploaded', { date: dateOf(resume.uploadedTs) })}
                {resume.isTextReadable ? '' : ` · ${t('resumes.unreadable')}`}
              </p>
              <div className={styles.itemActions}>
                <a
                  className={styles.link}
                  href={resumeLinks.download(domain, resume.id)}
                  download={resume.fileName}
                  aria-label={t('resumes.download', { file: resume.fileName })}
                >
                  {t('resumes.downloadShort')}
                </a>
                {resume.isCurrent ? null : (
                  <Button
                    variant="ghost"
                    isDisabled={makeCurrent.isPending}
                    onPress={() => makeCurrent.mutate(resume.id, { onError: failed })}
                    aria-label={t('resumes.makeCurrent', { file: resume.fileName })}
                  >
                    {t('resumes.makeCurrentShort')}
                  </Button>
                )}
                <Button
                  variant="ghost"
                  onPress={() => setDeleting(resume)}
                  aria-label={t('deleteItem', { item: resume.fileName })}
                >
                  {t('delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('resumes.empty')}</p>
      )}
      {/* what the upload only suggested is asked in the page's review panel */}
      <ResumeUpload variant={resumes.length ? 'secondary' : 'primary'} showsSuggestions={false} />
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('resumes.deleteTitle')}
        backLabel={t('cancel')}
        confirmLabel={t('delete')}
        pendingLabel={t('saving')}
        isDanger
        isPending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, { onSuccess: () => setDeleting(null), onError: failed })
        }
      >
        <p>{t('deleteText', { item: deleting?.fileName ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
};
