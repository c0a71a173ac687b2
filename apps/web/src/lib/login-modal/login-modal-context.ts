import { createContext, useContext } from 'react';

export type LoginModalControls = { openLoginModal: () => void };

export const LoginModalContext = createContext<LoginModalControls>({
  openLoginModal: () => undefined,
});

/** Opens the shell's one login modal from anywhere (navbar button, "sign in to save", …). */
export const useLoginModal = (): LoginModalControls => useContext(LoginModalContext);
