import type { FormDefinition } from '@careers/shared';

/**
 * The showcase form (`/careers/forms?form_id=showcase`): one field of every type of the toolkit,
 * each named after its type, most with rules, so every message can be seen and tried.
 */
export const showcaseForm: FormDefinition = {
  sections: [
    {
      id: 'about-you',
      title: 'About you',
      items: [
        {
          name: 'instruction',
          type: 'instruction',
          label: 'Before you start',
          instructionOptions: {
            text: 'This form shows every kind of question the form toolkit offers. Required questions are marked with an asterisk. Your answers are checked when you leave a field and again on the server when you submit. Nothing here is shared with an employer: it is a demonstration you can fill in as often as you like.',
          },
        },
        {
          name: 'text',
          type: 'text',
          label: 'Preferred name',
          required: true,
          rules: [
            { type: 'minLength', value: 2 },
            { type: 'maxLength', value: 40 },
          ],
        },
        { name: 'email', type: 'email', label: 'Email', required: true },
        {
          name: 'phone',
          type: 'phone',
          label: 'Mobile phone',
          required: true,
          phoneOptions: { defaultCountry: 'US', strict: true },
        },
        { name: 'country', type: 'country', label: 'Country of residence', required: true },
        {
          name: 'state',
          type: 'state',
          label: 'State or province',
          dependencies: ['country'],
          visibleWhen: { field: 'country', notEmpty: true },
        },
        {
          name: 'date',
          type: 'date',
          label: 'Date of birth',
          required: true,
          rules: [{ type: 'date', value: { pattern: 'is_in_past' } }],
        },
        {
          name: 'number',
          type: 'number',
          label: 'Years of experience',
          required: true,
          rules: [
            { type: 'minValue', value: 0 },
            { type: 'maxValue', value: 60 },
          ],
        },
      ],
    },
    {
      id: 'identity',
      title: 'Identity documents',
      items: [
        {
          name: 'info',
          type: 'info',
          label: 'Only one of these is needed',
          help: 'US residents give a social security number, Canadian residents a social insurance number.',
        },
        { name: 'ssn', type: 'ssn', label: 'Social security number', confidential: true },
        { name: 'sin', type: 'sin', label: 'Social insurance number', confidential: true },
      ],
    },
    {
      id: 'experience',
      title: 'Experience',
      items: [
        {
          name: 'dateRange',
          type: 'dateRange',
          label: 'Current or most recent role',
          required: true,
          dateRangeOptions: { allowCurrent: true, disallowFutureStartDate: true },
        },
        {
          name: 'dynamicList',
          type: 'dynamicList',
          label: 'Previous employers',
          rules: [{ type: 'maxLength', value: 3, message: 'List at most three employers.' }],
          dynamicListOptions: {
            items: [
              { name: 'company', type: 'text', label: 'Company', required: true },
              { name: 'title', type: 'text', label: 'Job title', required: true },
            ],
            addButton: { text: 'Add employer' },
          },
        },
        {
          name: 'skillSelector',
          type: 'skillSelector',
          label: 'Skills',
          required: true,
          skillSelectorOptions: {
            suggestions: ['TypeScript', 'React', 'SQL', 'Customer service', 'Project management'],
          },
        },
        {
          name: 'file_upload',
          type: 'file_upload',
          label: 'Resume',
          required: true,
          fileUploadOptions: { accept: '.doc,.docx,.pdf,.txt,.png,.jpg,.jpeg' },
          rules: [
            { type: 'maxLength', value: 1 },
            { type: 'maxFileSizeMB', value: 5 },
          ],
        },
        {
          name: 'fileUpload',
          type: 'fileUpload',
          label: 'Certificates',
          fileUploadOptions: { accept: '.pdf,.png,.jpg,.jpeg', multiple: true },
          rules: [
            { type: 'maxLength', value: 3 },
            { type: 'maxCumulativeFileSizeMB', value: 10 },
          ],
        },
      ],
    },
    {
      id: 'preferences',
      title: 'Preferences',
      items: [
        {
          name: 'select',
          type: 'select',
          label: 'Preferred department',
          required: true,
          selectOptions: {
            searchable: true,
            options: [
              { label: 'Engineering', value: 'engineering' },
              { label: 'Customer Success', value: 'customer-success' },
              { label: 'Finance', value: 'finance' },
              { label: 'Opérations', value: 'operations' },
            ],
          },
        },
        {
          name: 'dropdown',
          type: 'dropdown',
          label: 'Notice period',
          selectOptions: { options: [] },
        },
        {
          name: 'radio',
          type: 'radio',
          label: 'Preferred way of working',
          required: true,
          radioOptions: {
            options: [
              { label: 'On site', value: 'onsite' },
              { label: 'Hybrid', value: 'hybrid' },
              { label: 'Remote', value: 'remote' },
            ],
          },
        },
        {
          name: 'checkbox',
          type: 'checkbox',
          label: 'Which shifts could you work?',
          checkboxOptions: {
            options: [
              { label: 'Mornings', value: 'mornings' },
              { label: 'Evenings', value: 'evenings' },
              { label: 'Weekends', value: 'weekends' },
            ],
          },
        },
        {
          name: 'textarea',
          type: 'textarea',
          label: 'Anything else we should know?',
          rules: [{ type: 'maxLength', value: 500 }],
        },
        {
          name: 'star_rating',
          type: 'star_rating',
          label: 'How easy was this form?',
          starRatingOptions: { isEditable: true },
        },
      ],
    },
    {
      id: 'sign',
      title: 'Agreements',
      items: [
        {
          name: 'embedded_form',
          type: 'embedded_form',
          label: 'Embedded form',
          esignOptions: { title: 'Embedded form', hosted: true },
        },
        {
          name: 'esignForm',
          type: 'esignForm',
          label: 'Electronic signature',
          esignOptions: { title: 'Electronic signature', hosted: true },
        },
        {
          name: 'checkboxItem',
          type: 'checkboxItem',
          label: 'I confirm that my answers are true and complete.',
          required: true,
        },
      ],
    },
  ],
};
