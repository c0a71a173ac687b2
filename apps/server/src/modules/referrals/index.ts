// What other parts of the server use of referrals: the routes.
export { referralsRoutes } from './referrals.routes.ts';
