import type { ComponentType } from 'react';
import type { FormFieldType } from '@careers/shared/forms/index';
import type { FieldProps } from '../fields/field-props.ts';
import { TextField } from '../fields/text-field.tsx';
import { TextareaField } from '../fields/textarea-field.tsx';
import { RadioField } from '../fields/radio-field.tsx';
import { CheckboxGroupField } from '../fields/checkbox-group-field.tsx';
import { CheckboxItemField } from '../fields/checkbox-item-field.tsx';
import { DateField } from '../fields/date-field.tsx';
import { DateRangeField } from '../fields/date-range-field.tsx';
import { PhoneField } from '../fields/phone-field.tsx';
import { StarRatingField } from '../fields/star-rating-field.tsx';
import { SkillSelectorField } from '../fields/skill-selector-field.tsx';
import { FileUploadField } from '../fields/file-upload-field.tsx';

// Each component narrows `value` to its own shape; the registry stores them loosely.
type AnyField = ComponentType<FieldProps<unknown>>;
const loose = <T,>(component: ComponentType<FieldProps<T>>) => component as unknown as AnyField;

/** Answer-holding field types with a plain edit component (select, list and e-sign are special). */
export const editFields: Partial<Record<FormFieldType, AnyField>> = {
  text: loose(TextField),
  email: loose(TextField),
  number: loose(TextField),
  ssn: loose(TextField),
  sin: loose(TextField),
  textarea: loose(TextareaField),
  radio: loose(RadioField),
  checkbox: loose(CheckboxGroupField),
  checkboxItem: loose(CheckboxItemField),
  date: loose(DateField),
  dateRange: loose(DateRangeField),
  phone: loose(PhoneField),
  star_rating: loose(StarRatingField),
  skillSelector: loose(SkillSelectorField),
  file_upload: loose(FileUploadField),
  fileUpload: loose(FileUploadField),
};

/** Types rendered inside a fieldset with a legend. */
export const groupFieldTypes: readonly FormFieldType[] = [
  'radio',
  'checkbox',
  'dateRange',
  'phone',
  'skillSelector',
  'star_rating',
  'file_upload',
  'fileUpload',
];
