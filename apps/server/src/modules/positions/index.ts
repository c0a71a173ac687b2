// The position record and the one way positions are read; other modules use these.
export { adminPositionsRoutes } from './admin-positions.routes.ts';
export { loadOpenPosition } from './load-open-position.ts';
export { positionImportRoutes } from './position-import.routes.ts';
export type {
  EmploymentType,
  LocationFields,
  PositionFields,
  PositionRecord,
  PositionStatus,
  SalaryPeriod,
} from './position-fields.ts';
export {
  POSITION_CHANGES_CHANNEL,
  notifyRebuild,
  parsePositionChanges,
} from './position-changes.ts';
export { readOpenPositions, readPositionsByIds, type StoredPosition } from './read-positions.ts';
export { readLastPositionChange } from './read-last-position-change.ts';
export { readPrimaryLocations } from './read-primary-locations.ts';
export { pcsxFields, positionPath } from './pcsx-fields.ts';
export { regionCode } from './region-code.ts';
export { postingLanguages, postingTextIn, storedLanguage } from './posting-language.ts';
export { readPostingTitles } from './read-posting-titles.ts';
