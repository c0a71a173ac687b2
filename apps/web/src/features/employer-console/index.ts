// The recruiters' console at /employer (loaded on its own chunk: candidate pages never load it).
export { EmployerConsole } from './routes/employer-console.tsx';
export type { ConsoleSection } from './lib/console-section.ts';
export { ApiTokensPage } from './routes/api-tokens-page.tsx';
export { OfferPage } from './routes/offer-page.tsx';
export { OffersPage } from './routes/offers-page.tsx';
export { PipelinePage } from './routes/pipeline-page.tsx';
export { PositionEditorPage } from './routes/position-editor-page.tsx';
export { PositionsPage } from './routes/positions-page.tsx';
