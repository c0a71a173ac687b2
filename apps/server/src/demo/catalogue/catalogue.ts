import { customerSuccessFamilies } from './departments/customer-success.ts';
import { dataFamilies } from './departments/data.ts';
import { designFamilies } from './departments/design.ts';
import { platformFamilies } from './departments/engineering-platform.ts';
import { softwareFamilies } from './departments/engineering-software.ts';
import { financeFamilies } from './departments/finance.ts';
import { clinicalFamilies } from './departments/healthcare-clinical.ts';
import { healthAdministrationFamilies } from './departments/healthcare-administration.ts';
import { careServicesFamilies } from './departments/healthcare-services.ts';
import { itFamilies } from './departments/it.ts';
import { legalFamilies } from './departments/legal.ts';
import { manufacturingFamilies } from './departments/manufacturing.ts';
import { marketingFamilies } from './departments/marketing.ts';
import { operationsFamilies } from './departments/operations.ts';
import { peopleFamilies } from './departments/people.ts';
import { productFamilies } from './departments/product.ts';
import { retailFamilies } from './departments/retail.ts';
import { salesFamilies } from './departments/sales.ts';
import { supplyChainFamilies } from './departments/supply-chain.ts';
import type { Department, JobFamily, Ladder } from './types.ts';

/** The broad company of the demo: every department with its job families. */
export const DEPARTMENTS: readonly Department[] = [
  { name: 'Engineering', families: [...softwareFamilies, ...platformFamilies] },
  { name: 'Data', families: dataFamilies },
  { name: 'Product', families: productFamilies },
  { name: 'Design', families: designFamilies },
  { name: 'Sales', families: salesFamilies },
  { name: 'Marketing', families: marketingFamilies },
  { name: 'Customer Success', families: customerSuccessFamilies },
  { name: 'Finance', families: financeFamilies },
  { name: 'People', families: peopleFamilies },
  { name: 'Legal', families: legalFamilies },
  { name: 'Operations', families: operationsFamilies },
  { name: 'Supply Chain and Logistics', families: supplyChainFamilies },
  { name: 'Manufacturing', families: manufacturingFamilies },
  { name: 'Retail Stores', families: retailFamilies },
  { name: 'Healthcare', families: [...clinicalFamilies, ...careServicesFamilies] },
  { name: 'Healthcare Administration', families: healthAdministrationFamilies },
  { name: 'IT', families: itFamilies },
];

export type CatalogueFamily = JobFamily & { department: string };

export const FAMILIES: readonly CatalogueFamily[] = DEPARTMENTS.flatMap((department) =>
  department.families.map((family) => ({ ...family, department: department.name })),
);

/** The families of a healthcare employer (Contoso Health): clinical care and its administration. */
export const HEALTHCARE_FAMILIES: readonly string[] = FAMILIES.filter(
  (family) =>
    family.department === 'Healthcare' || family.department === 'Healthcare Administration',
).map((family) => family.name);

/** Every base title (before seniority and specialisation) with its family and ladder. */
export const baseTitles = (
  families: readonly CatalogueFamily[] = FAMILIES,
): { title: string; ladder: Ladder; family: CatalogueFamily }[] =>
  families.flatMap((family) =>
    Object.entries(family.titles).flatMap(([ladder, titles]) =>
      (titles ?? []).map((title) => ({ title, ladder: ladder as Ladder, family })),
    ),
  );
