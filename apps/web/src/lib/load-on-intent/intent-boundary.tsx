import { Suspense, type ReactNode } from 'react';

/**
 * The stand-in until the reader reaches for the widget, then the widget, in one boundary shown
 * from the start (see useLoadOnIntent: the stand-in stays, with its focus, while the code loads).
 */
export const IntentBoundary = ({
  isShown,
  standIn,
  children,
}: {
  isShown: boolean;
  standIn: ReactNode;
  children: ReactNode;
}) => <Suspense fallback={standIn}>{isShown ? children : standIn}</Suspense>;
