import type { JobFamily } from '../types.ts';

export const healthAdministrationFamilies: readonly JobFamily[] = [
  {
    name: 'Healthcare Administration',
    weight: 1.6,
    titles: {
      hourly: [
        'Medical Receptionist',
        'Patient Access Representative',
        'Unit Secretary',
        'Patient Scheduler',
      ],
      plain: [
        'Medical Coder',
        'Medical Biller',
        'Health Information Technician',
        'Clinical Research Coordinator',
        'Patient Care Coordinator',
        'Revenue Cycle Analyst',
        'Practice Manager',
      ],
      manager: ['Healthcare Administrator'],
    },
    skills: [
      'Medical terminology',
      'ICD-10 coding',
      'CPT coding',
      'Medical billing',
      'Insurance verification',
      'Patient scheduling',
      'Epic',
      'HIPAA',
      'Revenue cycle',
      'Prior authorisation',
      'Good clinical practice',
      'Customer service',
      'Excel',
      'Claims management',
    ],
    duties: [
      'Register patients and verify insurance and consent details',
      'Schedule appointments to keep clinics running on time',
      'Code and bill encounters accurately and follow up denied claims',
      'Protect patient privacy in everything you handle',
      'Support clinicians so they can spend more time with patients',
    ],
    requirements: ['Knowledge of medical terminology and privacy rules such as HIPAA'],
    salary: [45000, 62000],
    area: 'healthcare administration',
  },
];
