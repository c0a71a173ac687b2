import { OFFER_CONFETTI_PIECES } from '@careers/shared';
/** The first visit's confetti: 200 pieces, one run, remembered in 'hasVisitedOffer'. */
export const CONFETTI_PIECES = OFFER_CONFETTI_PIECES;
export const VISITED_OFFER_FLAG = 'hasVisitedOffer';

const hasVisited = () => {
  try {
    return window.localStorage.getItem(VISITED_OFFER_FLAG) !== null;
  } catch {
    return true;
  }
};

/** Plays the confetti once per browser; canvas-confetti loads only when it plays. */
export const playOfferConfettiOnce = async (): Promise<boolean> => {
  if (hasVisited()) return false;
  try {
    window.localStorage.setItem(VISITED_OFFER_FLAG, 'true');
  } catch {
    return false;
  }
  // no 2D canvas (old browser, test DOM): the celebration is decoration only
  if (!document.createElement('canvas').getContext('2d')) return true;
  try {
    const { default: confetti } = await import('canvas-confetti');
    await confetti({
      particleCount: CONFETTI_PIECES,
      spread: 90,
      origin: { y: 0.6 },
      disableForReducedMotion: true,
    });
  } catch {
    // the chunk failed to load: nothing to celebrate with
  }
  return true;
};
