// What the dashboard uses of events: its tab (the router starts its query from api/get-events.ts).
export { useEvents } from './api/get-events.ts';
export { EventsTab } from './components/events-tab.tsx';
