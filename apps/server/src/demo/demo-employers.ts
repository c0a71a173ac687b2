import type { EmployerRole } from '@careers/shared';

export type DemoEmployer = {
  email: string;
  firstName: string;
  lastName: string;
  role: EmployerRole;
};

/**
 * The demo's employer users of Northwind Traders: they sign in at /employer/login with the same
 * emailed code as candidates (the code shows at /dev/outbox.json in development).
 */
export const demoEmployers: readonly DemoEmployer[] = [
  { email: 'recruiter@northwind.example', firstName: 'Riley', lastName: 'Chen', role: 'admin' },
  { email: 'hiring@northwind.example', firstName: 'Sam', lastName: 'Patel', role: 'recruiter' },
  {
    email: 'designer@northwind.example',
    firstName: 'Dana',
    lastName: 'Okafor',
    role: 'theme_designer',
  },
];
