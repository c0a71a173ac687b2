// What the demo tenant's answers must hold, named once for every language's questions.
import type { Facts } from './question-types.ts';

/** The demo candidate's next interview: Cloud Engineer, technical interview. */
export const NEXT_INTERVIEW = {
  topic: 'next_interview',
  date: '2026-11-22',
  says: ['Cloud Engineer'],
} satisfies Facts;
/** The offers still waiting for an answer. */
export const OFFERS = {
  topic: 'offers',
  says: ['Senior BI Developer', 'Python Developer', 'Senior Clinical Nurse Specialist'],
} satisfies Facts;
export const FORMS = {
  topic: 'forms',
  says: ['Emergency contact', 'Payroll details'],
} satisfies Facts;
/** Applications a question about one application must not list. */
export const NOT_ALL = ['Senior Performance Test Engineer', 'Administrative Assistant'];

export const QA_MANAGER_STATUS = {
  topic: 'application',
  status: 'rejected',
  says: ['QA Manager'],
  never: NOT_ALL,
} satisfies Facts;
export const CLOUD_ENGINEER_STATUS = {
  topic: 'application',
  status: 'interviewing',
  says: ['Cloud Engineer'],
  never: NOT_ALL,
} satisfies Facts;

export const NURSES_IN_BANGKOK = { titles: ['nurse'], cardsIn: 'Bangkok' } satisfies Facts;
export const JOBS_IN_TALLINN = { ids: [4] } satisfies Facts;
export const BARISTA_JOBS = { ids: [60] } satisfies Facts;
export const ACCOUNTANT_IN_BARCELONA = { ids: [38] } satisfies Facts;
export const REMOTE_PYTHON = { ids: [432] } satisfies Facts;

export const STAFF_ACCOUNTANT_SALARY = {
  topic: 'salary',
  ids: [10],
  says: ['154000'],
} satisfies Facts;
export const RECRUITER_SALARY = { topic: 'salary', ids: [29], says: ['79300'] } satisfies Facts;
export const BI_DEVELOPER_SALARY = {
  topic: 'salary',
  ids: [1, 87],
  says: ['108000'],
} satisfies Facts;
export const LEGAL_COUNSEL_PLACE = {
  topic: 'place',
  ids: [53],
  says: ['Kuala Lumpur'],
} satisfies Facts;
export const BARISTA_STILL_OPEN = { topic: 'open', ids: [60] } satisfies Facts;

/** A how-to answer: its steps, no position cards. */
export const howTo = (topic: string): Facts => ({ topic, noCards: true });
export const NO_CARDS = { noCards: true } satisfies Facts;

/** The tenant's FAQ entries, by their index. */
export const FAQ_BENEFITS = { faq: 0 } satisfies Facts;
export const FAQ_PROCESS = { faq: 1 } satisfies Facts;
export const FAQ_OFFICES = { faq: 2 } satisfies Facts;
export const FAQ_DATA = { faq: 4 } satisfies Facts;
