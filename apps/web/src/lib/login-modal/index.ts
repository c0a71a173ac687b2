export { LoginModalContext, useLoginModal, type PendingAction } from './login-modal-context.ts';
