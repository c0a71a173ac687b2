import { createContext, useContext, type ReactNode } from 'react';

export type RenderPositionExtras = (positionId: number) => ReactNode;

/**
 * What a page may show about a position beyond its facts (match details and insights). The app
 * provides it, so the search panel shows what the job page shows without one feature importing
 * the other.
 */
export const PositionExtrasContext = createContext<RenderPositionExtras | null>(null);

export const usePositionExtras = () => useContext(PositionExtrasContext);
