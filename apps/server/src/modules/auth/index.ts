// What other modules use of sign-in: the user as the client sees it.
export { toSessionUser } from './session-user.ts';
