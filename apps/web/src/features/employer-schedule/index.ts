// The console's interviews and events pages (/employer/interviews, /employer/events), handed into
// the console by the app layer and loaded on their own chunk.
export { EventsPage } from './routes/events-page.tsx';
export { InterviewsPage } from './routes/interviews-page.tsx';
