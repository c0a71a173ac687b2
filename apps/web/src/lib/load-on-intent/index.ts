export { IntentBoundary } from './intent-boundary.tsx';
export { useLoadOnIntent, type IntentProps } from './use-load-on-intent.ts';
