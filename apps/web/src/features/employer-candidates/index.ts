// The console's candidates (search, one candidate) and the positions import; the app layer hands
// them into the employer console.
export { CandidatePage } from './routes/candidate-page.tsx';
export { CandidatesPage } from './routes/candidates-page.tsx';
export { ImportPositionsDialog } from './components/import-positions-dialog.tsx';
