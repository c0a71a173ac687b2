/**
 * How a base title varies with seniority: 'ic' gives Junior/—/Senior/Staff/Principal, 'lead'
 * Junior/—/Senior/Lead, 'associate' Associate/—/Senior, 'plain' —/Senior, 'hourly' —/Lead,
 * 'manager' —/Senior on a manager's pay, 'director' and 'fixed' no variant, 'intern' internships.
 */
export type Ladder =
  'ic' | 'lead' | 'associate' | 'plain' | 'hourly' | 'fixed' | 'manager' | 'director' | 'intern';

/** Who the work suits: office hours, shifts (stores, warehouses, plants) or clinical rotas. */
export type WorkPattern = 'office' | 'shift' | 'clinical';

export type JobFamily = {
  name: string;
  /** Relative share of openings; 1 unless said otherwise. */
  weight?: number;
  titles: Partial<Record<Ladder, readonly string[]>>;
  /** Appended to some titles: "Senior Software Engineer, Payments". */
  specialisations?: readonly string[];
  /** Real skills; a position takes 4 to 10 of them, so at least 10. */
  skills: readonly string[];
  /** Responsibilities, written to follow "You will…" implicitly (imperative). */
  duties: readonly string[];
  requirements: readonly string[];
  /** Pay of a mid-level role in US dollars: per year, or per hour when `isHourly`. */
  salary: readonly [number, number];
  isHourly?: boolean;
  /** Work that cannot be done from home: never remote. */
  isOnSite?: boolean;
  pattern?: WorkPattern;
  /** For "5+ years of experience in …"; the family name in lower case unless given. */
  area?: string;
};

export type Department = { name: string; families: readonly JobFamily[] };
