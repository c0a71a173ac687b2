// What other parts of the server use of the positions feature.
export type {
  EmploymentType,
  LocationFields,
  PositionFields,
  PositionStatus,
  SalaryPeriod,
} from './position-fields.ts';
