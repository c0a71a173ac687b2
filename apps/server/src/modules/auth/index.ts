// What other modules use of sign-in: the user as the client sees it, and finding or creating a
// candidate by email (tests that sign someone in).
export { findOrCreateCandidate } from './find-or-create-candidate.ts';
export { toSessionUser } from './session-user.ts';
