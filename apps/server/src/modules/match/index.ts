export { matchRoutes } from './match.routes.ts';
export { skillKey, titleWords, wordOverlap } from './text-tokens.ts';
