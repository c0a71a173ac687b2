// What the dashboard uses of interviews: its tab, and the query to start with the page.
export { interviewsQueryOptions, useInterviews } from './api/get-interviews.ts';
export { InterviewsTab } from './components/interviews-tab.tsx';
