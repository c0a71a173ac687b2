export { IntentBoundary } from './intent-boundary.tsx';
export { useLoadOnIntent } from './use-load-on-intent.ts';
