// The recruiters' console's reads (positions list, pipeline) and API tokens from the console.
export { apiTokensRoutes } from './api-tokens.routes.ts';
export { employerConsoleRoutes } from './employer-console.routes.ts';
