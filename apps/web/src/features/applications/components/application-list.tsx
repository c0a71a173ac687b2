import type { DashboardApplication } from '@careers/shared';
import { ListCards } from '@/components/list-card/list-card.tsx';
import { ApplicationCard } from './application-card.tsx';

/** Submitted applications: status, next step, history and withdraw (see ApplicationCard). */
export const ApplicationList = ({ applications }: { applications: DashboardApplication[] }) => (
  <ListCards>
    {applications.map((application) => (
      <ApplicationCard key={application.id} application={application} />
    ))}
  </ListCards>
);
