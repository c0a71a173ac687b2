// What the dashboard uses of events: its tab, and the query to start with the page.
export { eventsQueryOptions, useEvents } from './api/get-events.ts';
export { EventsTab } from './components/events-tab.tsx';
