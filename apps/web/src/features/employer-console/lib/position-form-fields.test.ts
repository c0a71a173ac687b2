import { positionInputSchema } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { inputOf, POSITION_FORM_FIELDS, valuesOf } from './position-form-fields.ts';

describe('the position editor’s fields', () => {
  it('has a field for every key of the contract, with a widget for its type', () => {
    expect(POSITION_FORM_FIELDS.map((field) => field.name)).toEqual(
      Object.keys(positionInputSchema.shape),
    );
    const kinds = Object.fromEntries(POSITION_FORM_FIELDS.map((f) => [f.name, f.kind]));
    expect(kinds).toMatchObject({
      title: 'text',
      description: 'html',
      employmentType: 'select',
      isRemote: 'checkbox',
      postedAt: 'datetime',
      salaryMin: 'number',
      salaryPeriod: 'select',
      skills: 'list',
      locations: 'locations',
      defaultLanguage: 'language',
      translations: 'translations',
    });
    const period = POSITION_FORM_FIELDS.find((f) => f.name === 'salaryPeriod')!;
    expect(period).toMatchObject({ options: ['year', 'month', 'hour'], isRequired: false });
    expect(POSITION_FORM_FIELDS.find((f) => f.name === 'title')!.isRequired).toBe(true);
  });

  it('turns the form into a body the contract accepts, empty optional fields left unset', () => {
    const values = {
      ...valuesOf(undefined),
      title: 'Data Engineer',
      description: '<p>Pipelines.</p>',
      department: 'Data',
      jobFamily: 'Data',
      isRemote: true,
      skills: 'SQL, Python , ',
      salaryMin: '50000',
    };
    const body = inputOf(values);
    expect(body).toMatchObject({ skills: ['SQL', 'Python'], salaryMin: 50000, salaryMax: null });
    expect(body).not.toHaveProperty('postedAt');
    expect(positionInputSchema.safeParse(body).success).toBe(true);
  });
});
