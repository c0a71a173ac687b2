import { ADMIN_POSITION_PAGE_SIZE, type AdminPositionSummary } from '@careers/shared';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/button/button.tsx';
import {
  useAdminPositions,
  useSetPositionOpen,
  type PositionFilters,
} from '@/lib/data/employer.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from '../components/employer.module.css';

/** /employer: the positions, searched by title and filtered by status and department; `importPositions` is the import's button. */
export const PositionsPage = ({ importPositions }: { importPositions: ReactNode }) => {
  const { t } = useTranslation('employer');
  const [filters, setFilters] = useState<PositionFilters>({ page: 1 });
  const positions = useAdminPositions(filters);
  const setOpen = useSetPositionOpen();
  const data = positions.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / ADMIN_POSITION_PAGE_SIZE)) : 1;
  const page = filters.page ?? 1;
  const change = (next: Partial<PositionFilters>) =>
    setFilters((current) => ({ ...current, ...next, page: next.page ?? 1 }));

  return (
    <section aria-labelledby="positions-heading">
      <div className={styles.headingRow}>
        <h1 id="positions-heading">{t('positions.title')}</h1>
        <div className={styles.actions}>
          {importPositions}
          <Link to="/employer/positions/new" className={buttonClassName('primary')}>
            {t('positions.new')}
          </Link>
        </div>
      </div>
      <div role="search" className={styles.filters}>
        <label className={styles.field}>
          {t('positions.search')}
          <input
            type="search"
            value={filters.q ?? ''}
            onChange={(event) => change({ q: event.target.value || undefined })}
          />
        </label>
        <label className={styles.field}>
          {t('positions.status')}
          <select
            value={filters.status ?? ''}
            onChange={(event) =>
              change({ status: (event.target.value || undefined) as PositionFilters['status'] })
            }
          >
            <option value="">{t('positions.anyStatus')}</option>
            <option value="open">{t('status.open')}</option>
            <option value="closed">{t('status.closed')}</option>
          </select>
        </label>
        <label className={styles.field}>
          {t('positions.department')}
          <select
            value={filters.department ?? ''}
            onChange={(event) => change({ department: event.target.value || undefined })}
          >
            <option value="">{t('positions.anyDepartment')}</option>
            {data?.departments.map((department) => (
              <option key={department}>{department}</option>
            ))}
          </select>
        </label>
      </div>
      <p role="status" className={styles.count}>
        {data ? t('positions.count', { total: data.total }) : t('common.loading')}
      </p>
      <ul className={styles.list}>
        {data?.positions.map((position) => (
          <PositionRow
            key={position.id}
            position={position}
            onToggle={() => setOpen.mutate({ id: position.id, open: position.status === 'closed' })}
          />
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label={t('positions.pages')} className={styles.actions}>
          <Button
            variant="secondary"
            isDisabled={page <= 1}
            onPress={() => change({ page: page - 1 })}
          >
            {t('positions.previous')}
          </Button>
          <span>{t('positions.pageOf', { page, pages })}</span>
          <Button
            variant="secondary"
            isDisabled={page >= pages}
            onPress={() => change({ page: page + 1 })}
          >
            {t('positions.next')}
          </Button>
        </nav>
      )}
    </section>
  );
};

const PositionRow = ({
  position,
  onToggle,
}: {
  position: AdminPositionSummary;
  onToggle: () => void;
}) => {
  const { t } = useTranslation('employer');
  return (
    <li className={styles.card}>
      <div>
        <h2 className={styles.cardTitle}>
          <Link to={`/employer/positions/${position.id}`}>{position.title}</Link>
        </h2>
        <p className={styles.meta}>
          {position.department} · {t(`option.${position.employmentType}`)} ·{' '}
          <span className={position.status === 'open' ? styles.open : styles.closed}>
            {t(`status.${position.status}`)}
          </span>{' '}
          · {t('positions.applications', { total: position.applicationCount })}
        </p>
      </div>
      <div className={styles.actions}>
        <Link
          to={`/employer/positions/${position.id}/pipeline`}
          className={buttonClassName('secondary')}
        >
          {t('positions.pipeline')}
          <span className="visually-hidden">: {position.title}</span>
        </Link>
        <Button variant="quiet" onPress={onToggle}>
          {position.status === 'open' ? t('positions.close') : t('positions.reopen')}
          <span className="visually-hidden">: {position.title}</span>
        </Button>
      </div>
    </li>
  );
};
