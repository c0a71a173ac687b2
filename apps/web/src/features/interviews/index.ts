// What the dashboard uses of interviews: its tab (the router starts its query from api/get-interviews.ts).
export { useInterviews } from './api/get-interviews.ts';
export { InterviewsTab } from './components/interviews-tab.tsx';
