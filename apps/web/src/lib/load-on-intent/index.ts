export { useLoadOnIntent } from './use-load-on-intent.ts';
