import type { FormDefinition } from '@careers/shared/forms/index';

const passportImage =
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80"><rect width="320" height="80" rx="8" fill="#e9eef8"/><text x="16" y="48" font-family="sans-serif" font-size="20" fill="#2150b8">Passport name page</text></svg>';

/** A questionnaire using every field type, for the playground and screenshots. */
export const demoDefinition: FormDefinition = {
  sections: [
    {
      title: 'About you',
      items: [
        {
          name: 'first',
          type: 'text',
          label: 'First name',
          required: true,
          help: 'As on your passport.',
          image: `data:image/svg+xml,${encodeURIComponent(passportImage)}`,
        },
        { name: 'email', type: 'email', label: 'Email', required: true, newItem: true },
        { name: 'phone', type: 'phone', label: 'Mobile phone', required: true },
        { name: 'country', type: 'country', label: 'Country', layout: 'half' },
        {
          name: 'state',
          type: 'state',
          label: 'State or province',
          dependencies: ['country'],
          layout: 'half',
        },
        { name: 'ssn', type: 'ssn', label: 'Social security number', confidential: true },
      ],
    },
    {
      title: 'Experience',
      items: [
        {
          name: 'note',
          type: 'instruction',
          label: 'Before you start',
          instructionOptions: { text: 'Tell us about your most recent role. '.repeat(20) },
        },
        {
          name: 'role',
          type: 'dateRange',
          label: 'Most recent role',
          required: true,
          dateRangeOptions: { disallowFutureStartDate: true },
        },
        {
          name: 'years',
          type: 'number',
          label: 'Years of experience',
          rules: [{ type: 'maxValue', value: 60 }],
        },
        {
          name: 'skills',
          type: 'skillSelector',
          label: 'Skills',
          required: true,
          skillSelectorOptions: { suggestions: ['Customer service', 'Inventory', 'Scheduling'] },
        },
        {
          name: 'refs',
          type: 'dynamicList',
          label: 'References',
          rules: [
            { type: 'minLength', value: 1 },
            { type: 'maxLength', value: 3 },
          ],
          dynamicListOptions: {
            items: [
              { name: 'name', type: 'text', label: 'Name', required: true },
              { name: 'email', type: 'email', label: 'Email' },
            ],
            addButton: { text: 'Add reference' },
          },
        },
      ],
    },
    {
      title: 'Preferences',
      items: [
        {
          name: 'relocate',
          type: 'radio',
          label: 'Are you willing to relocate?',
          required: true,
          newItem: true,
          radioOptions: {
            options: [
              { label: 'Yes', value: 'yes' },
              { label: 'No', value: 'no' },
            ],
          },
        },
        {
          name: 'days',
          type: 'checkbox',
          label: 'Days you can work',
          checkboxOptions: {
            options: [
              { label: 'Weekdays', value: 'weekdays' },
              { label: 'Weekends', value: 'weekends' },
            ],
          },
        },
        {
          name: 'team',
          type: 'select',
          label: 'Preferred team',
          selectOptions: {
            options: [
              { label: 'Front of house', value: 'foh' },
              { label: 'Kitchen', value: 'kitchen' },
            ],
          },
        },
        {
          name: 'start',
          type: 'date',
          label: 'Earliest start date',
          dateOptions: { enableFrom: 0 },
        },
        {
          name: 'cv',
          type: 'fileUpload',
          label: 'Resume',
          rules: [{ type: 'maxFileSizeMB', value: 5 }],
        },
        { name: 'bio', type: 'textarea', label: 'Anything else?' },
        {
          name: 'rating',
          type: 'star_rating',
          label: 'How was this form?',
          starRatingOptions: { isEditable: true },
        },
        {
          name: 'alerts',
          type: 'checkboxItem',
          label: 'Send me job alerts',
          checkboxOptions: { variant: 'toggle' },
        },
        {
          name: 'privacy',
          type: 'info',
          label: 'Privacy',
          help: 'Your answers are only shared with the hiring team.',
        },
      ],
    },
  ],
};

export const demoValues = {
  first: 'Ada',
  email: 'ada@example.com',
  phone: '+14155550100',
  country: 'US',
  state: 'US-CA',
  ssn: '123-45-6789',
  role: { startDate: '03/2021', endDate: null, isCurrent: true },
  years: '7',
  skills: ['Customer service', 'Inventory', 'Scheduling', 'Cash handling'],
  refs: [{ name: 'Grace Hopper', email: 'grace@example.com' }],
  relocate: 'yes',
  days: ['weekdays'],
  team: 'kitchen',
  start: '2026-12-01',
  rating: 4,
};
