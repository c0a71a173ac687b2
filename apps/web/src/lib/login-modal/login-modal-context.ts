import type { PageId } from '@careers/shared';
import { createContext, useContext } from 'react';

/**
 * What a signed-out visitor asked for ('Save job', 'Add to job cart', 'Apply'): it runs once
 * they have signed in in the modal, if they are still on the page it names (`route`, a page
 * id; default: the page it was asked on, 'login' outside a page), and the page's data is then
 * read again unless `skipRefresh`.
 */
export type PendingAction = {
  run: () => unknown;
  route?: PageId | 'login';
  skipRefresh?: boolean;
};

export type LoginModalControls = { openLoginModal: (pendingAction?: PendingAction) => void };

export const LoginModalContext = createContext<LoginModalControls>({
  openLoginModal: () => undefined,
});

/** Opens the shell's one login modal from anywhere (navbar button, "sign in to save", …). */
export const useLoginModal = (): LoginModalControls => useContext(LoginModalContext);
