// The console's analytics page (/employer/analytics), handed into the console by the app layer
// and loaded on its own chunk with its charts library.
export { AnalyticsPage } from './routes/analytics-page.tsx';
