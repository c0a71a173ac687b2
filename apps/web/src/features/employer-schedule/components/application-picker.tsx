import { useDeferredValue, useId, useState } from 'react';
import { useAdminPositions, usePipeline } from '@/lib/data/employer.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './schedule.module.css';

export type ChosenApplication = { id: number; email: string; positionTitle: string };

type Props = {
  error: string | undefined;
  onChange: (application: ChosenApplication | null) => void;
};

/** Finds a position by title, then one of its applications (a candidate with an email). */
export const ApplicationPicker = ({ error, onChange }: Props) => {
  const { t } = useTranslation('employer-schedule');
  const [query, setQuery] = useState('');
  const [positionId, setPositionId] = useState<number | null>(null);
  // Closed postings included: their applications may still be under way.
  const positions = useAdminPositions({ q: useDeferredValue(query) });
  const found = positions.data?.positions ?? [];
  const positionTitle = found.find((position) => position.id === positionId)?.title ?? '';

  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('schedule.application')}</legend>
      <div className={styles.grid}>
        <label className={styles.field}>
          {t('schedule.findPosition')}
          <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </label>
        <label className={styles.field}>
          {t('schedule.position')}
          <select
            value={positionId ?? ''}
            onChange={(event) => {
              setPositionId(event.target.value ? Number(event.target.value) : null);
              onChange(null);
            }}
          >
            <option value="">
              {positions.isPending
                ? t('common.loading')
                : t('schedule.positionsFound', { total: positions.data?.total ?? 0 })}
            </option>
            {found.map((position) => (
              <option key={position.id} value={position.id}>
                {/* Titles repeat across places: the department and the id tell them apart. */}
                {`${position.title} · ${position.department} · #${position.id}`}
              </option>
            ))}
          </select>
        </label>
        {positionId !== null && (
          <ApplicationSelect
            key={positionId}
            positionId={positionId}
            positionTitle={positionTitle}
            error={error}
            onChange={onChange}
          />
        )}
      </div>
      {positionId === null && error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
};

const ApplicationSelect = ({
  positionId,
  positionTitle,
  error,
  onChange,
}: Props & { positionId: number; positionTitle: string }) => {
  const { t } = useTranslation('employer-schedule');
  const errorId = useId();
  const pipeline = usePipeline(positionId);
  const applications = (pipeline.data ?? []).filter(
    (application) => application.email && application.status !== 'withdrawn',
  );
  return (
    <label className={styles.field}>
      {t('schedule.candidate')}
      <select
        defaultValue=""
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const chosen = applications.find((a) => a.id === Number(event.target.value));
          onChange(chosen ? { id: chosen.id, email: chosen.email!, positionTitle } : null);
        }}
      >
        <option value="">
          {pipeline.isPending
            ? t('common.loading')
            : applications.length === 0
              ? t('schedule.noApplications')
              : t('schedule.chooseCandidate')}
        </option>
        {applications.map((application) => (
          <option key={application.id} value={application.id}>
            {t('schedule.candidateOption', {
              name: application.candidateName,
              email: application.email,
            })}
          </option>
        ))}
      </select>
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </label>
  );
};
