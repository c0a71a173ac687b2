import { lazy } from 'react';
import { loadChunk } from '@/lib/chunk-load/index.ts';

// Dialogs and screens most visits never show load on first use, keeping them out of the entry
// chunk: the login modal, the terms-of-service gate and the profile bootstrapping screen.
export const LazyLoginModal = lazy(async () => ({
  default: (await loadChunk('auth', () => import('@/features/auth/index.ts'))).LoginModal,
}));

export const LazyTermsOfServiceGate = lazy(async () => ({
  default: (await loadChunk('onboarding', () => import('@/features/onboarding/index.ts')))
    .TermsOfServiceGate,
}));

export const LazyProfileBootstrappingScreen = lazy(async () => ({
  default: (await loadChunk('onboarding', () => import('@/features/onboarding/index.ts')))
    .ProfileBootstrappingScreen,
}));

// The notification centre is a signed-in candidate's: visitors' pages load without it.
export const LazyNotificationSlot = lazy(async () => ({
  default: (await loadChunk('notifications', () => import('@/features/notifications/index.ts')))
    .NotificationSlot,
}));

// The theme builder's panel: only theme-builder users ever load it.
export const LazyThemeBuilder = lazy(async () => ({
  default: (await loadChunk('theme-builder', () => import('@/features/theme-builder/index.ts')))
    .ThemeBuilder,
}));
