export { LoginModalContext, useLoginModal } from './login-modal-context.ts';
export type { LoginModalControls } from './login-modal-context.ts';
