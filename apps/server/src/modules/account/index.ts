// The account module: settings, the data export and deleting an account.
export { accountRoutes } from './account.routes.ts';
