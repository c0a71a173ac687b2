import {
  APPLICATION_STATUSES,
  EMPLOYER_APPLICATION_STATUSES,
  type EmployerApplicationStatus,
  type PipelineApplication,
} from '@careers/shared';
import { Link, useParams } from 'react-router';
import { useAdminPosition, useMoveApplication, usePipeline } from '@/lib/data/employer.ts';
import { errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { ExtendOfferForm } from '../components/extend-offer-form.tsx';
import styles from '../components/employer.module.css';

/** /employer/positions/:id/pipeline: one column per status; an application moves by its menu. */
export const PipelinePage = () => {
  const { t } = useTranslation('employer');
  const positionId = Number(useParams().id);
  const position = useAdminPosition(positionId);
  const pipeline = usePipeline(positionId);
  const move = useMoveApplication();
  const applications = pipeline.data ?? [];

  return (
    <section aria-labelledby="pipeline-heading">
      <p>
        <Link to="/employer" className={styles.link}>
          {t('pipeline.back')}
        </Link>
      </p>
      <h1 id="pipeline-heading">{t('pipeline.title', { title: position.data?.title ?? '…' })}</h1>
      {move.isError && (
        <p role="alert" className={styles.alert}>
          {errorText(move.error, t('pipeline.moveFailed'))}
        </p>
      )}
      {pipeline.isPending && <p role="status">{t('common.loading')}</p>}
      {pipeline.isSuccess && applications.length === 0 && <p>{t('pipeline.empty')}</p>}
      <div className={styles.board}>
        {APPLICATION_STATUSES.map((status) => {
          const inColumn = applications.filter((application) => application.status === status);
          return (
            <section key={status} className={styles.column} aria-labelledby={`column-${status}`}>
              <h2 id={`column-${status}`} className={styles.columnTitle}>
                {t(`applicationStatus.${status}`)}{' '}
                <span className={styles.meta}>({inColumn.length})</span>
              </h2>
              <ul className={styles.list}>
                {inColumn.map((application) => (
                  <ApplicationCard
                    key={application.id}
                    application={application}
                    positionId={positionId}
                    isMoving={move.isPending && move.variables.id === application.id}
                    onMove={(next) => move.mutate({ id: application.id, status: next })}
                  />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </section>
  );
};

const ApplicationCard = ({
  application,
  positionId,
  isMoving,
  onMove,
}: {
  application: PipelineApplication;
  positionId: number;
  isMoving: boolean;
  onMove: (status: EmployerApplicationStatus) => void;
}) => {
  const { t } = useTranslation('employer');
  const id = `move-${application.id}`;
  const canMove = application.status !== 'withdrawn';
  return (
    <li className={styles.applicationCard}>
      <p className={styles.cardTitle}>
        {application.candidateId === null ? (
          application.candidateName
        ) : (
          <Link to={`/employer/candidates/${application.candidateId}`} className={styles.link}>
            {application.candidateName}
          </Link>
        )}
      </p>
      {application.email && <p className={styles.meta}>{application.email}</p>}
      {canMove && (
        <label htmlFor={id} className={styles.field}>
          {t('pipeline.moveTo', { name: application.candidateName })}
          <select
            id={id}
            value=""
            disabled={isMoving}
            onChange={(event) => onMove(event.target.value as EmployerApplicationStatus)}
          >
            <option value="">{t('pipeline.choose')}</option>
            {EMPLOYER_APPLICATION_STATUSES.filter((status) => status !== application.status).map(
              (status) => (
                <option key={status} value={status}>
                  {t(`applicationStatus.${status}`)}
                </option>
              ),
            )}
          </select>
        </label>
      )}
      {application.email && ['interviewing', 'offered'].includes(application.status) && (
        <ExtendOfferForm application={application} positionId={positionId} />
      )}
    </li>
  );
};
