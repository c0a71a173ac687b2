import type { FormDefinition } from '@careers/shared';

/** The application form a tenant gets until it stores its own under the key 'application'. */
export const defaultApplicationForm: FormDefinition = {
  sections: [
    {
      id: 'contact',
      title: 'Contact details',
      items: [
        { name: 'firstName', label: 'First name', type: 'text', required: true, layout: 'half' },
        { name: 'lastName', label: 'Last name', type: 'text', required: true, layout: 'half' },
        { name: 'email', label: 'Email', type: 'email', required: true },
        { name: 'phone', label: 'Phone', type: 'phone', required: true },
        { name: 'location', label: 'Where do you live?', type: 'text', required: true },
      ],
    },
    {
      id: 'experience',
      title: 'Experience',
      items: [
        {
          name: 'resume',
          label: 'Resume',
          type: 'file_upload',
          required: true,
          help: 'PDF, Word or text, up to 5 MB.',
          fileUploadOptions: { accept: '.doc,.docx,.pdf,.txt' },
          rules: [
            { type: 'maxLength', value: 1 },
            { type: 'maxFileSizeMB', value: 5 },
          ],
        },
        { name: 'skills', label: 'Skills', type: 'skillSelector', required: true },
        {
          name: 'currentRole',
          label: 'Current or most recent role',
          type: 'dateRange',
          dateRangeOptions: { allowCurrent: true, disallowFutureStartDate: true },
        },
      ],
    },
    {
      id: 'questions',
      title: 'A few questions',
      items: [
        {
          name: 'workAuthorization',
          label: 'Are you authorised to work in the country of this position?',
          type: 'radio',
          required: true,
          radioOptions: {
            options: [
              { label: 'Yes', value: 'yes' },
              { label: 'No, I would need sponsorship', value: 'sponsorship' },
            ],
          },
        },
        {
          name: 'coverLetter',
          label: 'Why this role?',
          type: 'textarea',
          rules: [{ type: 'maxLength', value: 3000 }],
        },
        {
          name: 'privacyConsent',
          label: 'I agree that my details are used to consider me for this and similar roles.',
          type: 'checkboxItem',
          required: true,
        },
      ],
    },
  ],
};
