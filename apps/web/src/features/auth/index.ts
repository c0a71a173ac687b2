export { LoginModal, type LoginModalProps } from './components/login-modal.tsx';
export { LoginForm } from './components/login-form.tsx';
export { LoginPage } from './routes/login-page.tsx';
export { LogoutPage } from './routes/logout-page.tsx';
export { requestCode, useRequestCode } from './api/request-code.ts';
export { verifyCode, useVerifyCode } from './api/verify-code.ts';
export { logout, useLogout } from './api/logout.ts';
export { toSafeNextPath } from './lib/safe-next-path.ts';
