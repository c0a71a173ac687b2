export { LoginModalContext, useLoginModal } from './login-modal-context.ts';
