import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { FormItem } from '@careers/shared/forms/index';
import { oneSection, renderForm } from '../test/render-form.tsx';

const items: FormItem[] = [
  { name: 'text', type: 'text', label: 'Name' },
  { name: 'email', type: 'email', label: 'Email' },
  { name: 'number', type: 'number', label: 'Years' },
  { name: 'textarea', type: 'textarea', label: 'Bio' },
  { name: 'ssn', type: 'ssn', label: 'SSN', confidential: true },
  { name: 'sin', type: 'sin', label: 'SIN' },
  {
    name: 'radio',
    type: 'radio',
    label: 'Relocate',
    radioOptions: { options: [{ label: 'Willing', value: 'y' }] },
  },
  {
    name: 'checkbox',
    type: 'checkbox',
    label: 'Days',
    checkboxOptions: {
      options: [
        { label: 'Mon', value: 'mon' },
        { label: 'Tue', value: 'tue' },
      ],
    },
  },
  { name: 'checkboxItem', type: 'checkboxItem', label: 'Terms' },
  { name: 'date', type: 'date', label: 'Start' },
  { name: 'dateRange', type: 'dateRange', label: 'Employment' },
  {
    name: 'select',
    type: 'select',
    label: 'Colour',
    selectOptions: { options: [{ label: 'Blue', value: 'b' }] },
  },
  {
    name: 'dropdown',
    type: 'dropdown',
    label: 'Size',
    selectOptions: { options: [{ label: 'Large', value: 'l' }] },
  },
  { name: 'phone', type: 'phone', label: 'Phone' },
  { name: 'skills', type: 'skillSelector', label: 'Skills' },
  { name: 'files', type: 'fileUpload', label: 'Files' },
  { name: 'files2', type: 'file_upload', label: 'Portfolio' },
  {
    name: 'list',
    type: 'dynamicList',
    label: 'Jobs',
    dynamicListOptions: { items: [{ name: 'title', type: 'text', label: 'Title' }] },
  },
  { name: 'country', type: 'country', label: 'Country' },
  { name: 'state', type: 'state', label: 'State', dependencies: ['country'] },
  { name: 'empty', type: 'text', label: 'Nickname' },
  {
    name: 'sign',
    type: 'esignForm',
    label: 'Sign here',
    esignOptions: { customDomain: 'sign.example.com' },
  },
];

const values = {
  text: 'Ada',
  email: 'ada@example.com',
  number: '7',
  textarea: 'Engineer',
  ssn: '123-45-6789',
  sin: '123-456-789',
  radio: 'y',
  checkbox: ['mon', 'tue'],
  checkboxItem: true,
  date: '2026-01-15',
  dateRange: { startDate: '03/2021', endDate: null, isCurrent: true },
  select: 'b',
  dropdown: 'l',
  phone: '+442071234567',
  skills: ['Go', 'SQL'],
  files: [
    {
      uid: 'u',
      name: 'cv.pdf',
      size: 1,
      type: 'application/pdf',
      lastModified: 1,
      webkitRelativePath: '',
      content: '',
      status: 'done',
    },
  ],
  files2: [
    {
      uid: 'p',
      name: 'work.png',
      size: 1,
      type: 'image/png',
      lastModified: 1,
      webkitRelativePath: '',
      content: '',
      status: 'done',
      previewUrl: 'https://cdn.example.com/work.png',
    },
  ],
  list: [{ title: 'Chef' }],
  country: 'CA',
  state: 'CA-QC',
};

describe('view mode', () => {
  it('shows every answer read-only, hides confidential values and skips e-sign', async () => {
    renderForm({ definition: oneSection(items), values, mode: 'view' });
    for (const text of [
      'Ada',
      'ada@example.com',
      '7',
      'Engineer',
      '123-456-789',
      'Willing',
      'Yes',
      'Mon, Tue',
      'Blue',
      'Large',
      '+44 20 7123 4567',
      'Go',
      'SQL',
      'Chef',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('[ CONFIDENTIAL ]')).toBeInTheDocument();
    expect(screen.queryByText('123-45-6789')).not.toBeInTheDocument();
    expect(screen.getByText('Jan 15, 2026')).toBeInTheDocument();
    expect(screen.getByText('03/2021 – Present')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download cv.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'work.png' })).toHaveAttribute(
      'href',
      'https://cdn.example.com/work.png',
    );
    expect(screen.getByText('No answer')).toBeInTheDocument();
    expect(await screen.findByText('Canada', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Quebec')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByTitle('Sign here')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
