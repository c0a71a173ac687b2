import type { FormDefinition } from '@careers/shared';

export type DemoForm = { key: string; title: string; definition: FormDefinition };

/** Onboarding questionnaires the demo candidate has in their forms centre. */
export const onboardingForms: DemoForm[] = [
  {
    key: 'emergency-contact',
    title: 'Emergency contact',
    definition: {
      sections: [
        {
          title: 'Who should we call in an emergency?',
          items: [
            { name: 'contactName', type: 'text', label: 'Full name', required: true },
            { name: 'relationship', type: 'text', label: 'Relationship', required: true },
            { name: 'contactPhone', type: 'phone', label: 'Phone', required: true },
            { name: 'contactEmail', type: 'email', label: 'Email' },
          ],
        },
      ],
    },
  },
  {
    key: 'payroll-details',
    title: 'Payroll details',
    definition: {
      sections: [
        {
          title: 'Payroll',
          items: [
            { name: 'legalName', type: 'text', label: 'Legal name', required: true },
            {
              name: 'ssn',
              type: 'ssn',
              label: 'Social security number',
              required: true,
              confidential: true,
            },
            {
              name: 'startDate',
              type: 'date',
              label: 'First working day',
              required: true,
              rules: [{ type: 'date', value: { pattern: 'is_in_future' } }],
            },
          ],
        },
      ],
    },
  },
  {
    key: 'equipment',
    title: 'Equipment preferences',
    definition: {
      sections: [
        {
          title: 'Your equipment',
          items: [
            {
              name: 'laptop',
              type: 'radio',
              label: 'Laptop',
              required: true,
              radioOptions: {
                options: [
                  { label: 'macOS', value: 'mac' },
                  { label: 'Windows', value: 'windows' },
                  { label: 'Linux', value: 'linux' },
                ],
              },
            },
            { name: 'notes', type: 'textarea', label: 'Anything else you need?' },
          ],
        },
      ],
    },
  },
];

/** What the demo candidate has done with each: untouched, started, finished. */
export const onboardingProgress: Record<
  string,
  { status: 'open' | 'in_progress' | 'completed'; answers?: Record<string, unknown> }
> = {
  'emergency-contact': { status: 'open' },
  'payroll-details': { status: 'in_progress', answers: { legalName: 'Jordan Rivera' } },
  equipment: {
    status: 'completed',
    answers: { laptop: 'mac', notes: 'A second monitor, please.' },
  },
};
