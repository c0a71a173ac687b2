import { HEALTHCARE_FAMILIES } from './catalogue.ts';

/** What kind of employer the generated openings belong to. */
export type DemoCatalogue = {
  /** Named in descriptions. */
  companyName: string;
  /** Starts each requisition number (`NW-10001`). */
  requisitionPrefix?: string;
  /** Job family names to draw from; every family when absent. */
  families?: readonly string[];
  /** Only cities in these ISO country codes; every demo city when absent. */
  countryCodes?: readonly string[];
};

/** Northwind Traders: a broad company with offices, stores, warehouses and plants worldwide. */
export const BROAD_CATALOGUE: DemoCatalogue = {
  companyName: 'Northwind Traders',
  requisitionPrefix: 'NW',
};

/** Contoso Health: a North American health system (clinical care and its administration). */
export const HEALTHCARE_CATALOGUE: DemoCatalogue = {
  companyName: 'Contoso Health',
  requisitionPrefix: 'CH',
  families: HEALTHCARE_FAMILIES,
  countryCodes: ['US', 'CA'],
};
