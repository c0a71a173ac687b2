import { describe, expect, it } from 'vitest';
import { emptyResume, type ParsedResume } from '../../services/resume-parser/index.ts';
import { mergeParsedResume } from './merge-parsed-resume.ts';
import type { ProfileState } from './profile-state.ts';
import { readStoredSections } from './stored-profile.ts';

const emptyState = (): ProfileState => ({
  firstName: '',
  lastName: '',
  preferredName: '',
  avatarFileId: null,
  sections: readStoredSections({}),
});

/** The sidebar resume of issue 28: a skill read as the name, every field found. */
const parsedResume = (confidence: ParsedResume['confidence']): ParsedResume => ({
  ...emptyResume(),
  textReadable: true,
  firstName: 'Epic',
  lastName: 'Ehr',
  email: 'dana.reyes@mail.example',
  headline: 'Medication',
  summary: 'Pharmacist with ten years in hospital care.',
  location: { city: 'Columbus', region: 'Ohio', countryCode: 'US', country: 'United States' },
  phones: [{ number: '+16145550147', type: 'mobile' }],
  skills: [{ name: 'Epic EHR', proficiency: null }],
  confidence,
});

const SURE = { name: 0.9, email: 0.9, phone: 0.9, location: 0.9, headline: 0.9 };
const UNSURE = { name: 0.4, email: 0.5, phone: 0.3, location: 0.2, headline: 0.6 };

describe('mergeParsedResume', () => {
  it('fills the empty fields read with confidence and marks each one New', () => {
    const merged = mergeParsedResume(emptyState(), parsedResume(SURE));
    expect(merged.state).toMatchObject({ firstName: 'Epic', lastName: 'Ehr' });
    expect(merged.state.sections).toMatchObject({
      email: 'dana.reyes@mail.example',
      headline: 'Medication',
      location: { city: 'Columbus', countryCode: 'US' },
      phones: [{ number: '+16145550147', type: 'mobile', isParsed: true }],
      skills: [{ name: 'Epic EHR', isParsed: true }],
      resumeSuggestions: [],
    });
    const all = ['firstName', 'lastName', 'email', 'headline', 'summary', 'location'];
    expect(merged.filledFields).toEqual(all);
    expect(merged.state.sections.parsedFields).toEqual(all);
    expect(merged.addedItems).toBe(2);
    expect(merged.suggestedFields).toEqual([]);
  });

  it('offers a doubtful name, e-mail and phone for review without writing them, and drops a doubtful place and headline', () => {
    const merged = mergeParsedResume(emptyState(), parsedResume(UNSURE));
    const { state } = merged;
    expect(state).toMatchObject({ firstName: '', lastName: '' });
    expect(state.sections).toMatchObject({ email: '', headline: '', location: null, phones: [] });
    expect(state.sections.resumeSuggestions).toEqual([
      { field: 'name', firstName: 'Epic', lastName: 'Ehr' },
      { field: 'email', email: 'dana.reyes@mail.example' },
      { field: 'phone', number: '+16145550147', type: 'mobile' },
    ]);
    expect(merged.suggestedFields).toEqual(['name', 'email', 'phone']);
    // the summary has no confidence of its own and is written as before
    expect(merged.filledFields).toEqual(['summary']);
    expect(state.sections.parsedFields).toEqual(['summary']);
    expect(state.sections.skills).toHaveLength(1);
  });

  it('exactly WRITE_CONFIDENCE writes; an unscored field counts as sure', () => {
    const merged = mergeParsedResume(emptyState(), parsedResume({ name: 0.7 }));
    expect(merged.state.firstName).toBe('Epic');
    expect(merged.state.sections.email).toBe('dana.reyes@mail.example');
    expect(merged.suggestedFields).toEqual([]);
  });

  it('never overwrites what the candidate typed, and asks nothing about a field they filled', () => {
    const state = emptyState();
    state.firstName = 'Dana';
    state.sections.email = 'dana@home.example';
    state.sections.headline = 'Clinical pharmacist';
    state.sections.phones = [{ number: '+1 614 555 0147', type: 'home', isParsed: false }];
    const sure = mergeParsedResume(state, parsedResume(SURE));
    expect(sure.state).toMatchObject({ firstName: 'Dana', lastName: 'Ehr' });
    expect(sure.state.sections).toMatchObject({
      email: 'dana@home.example',
      headline: 'Clinical pharmacist',
      phones: [{ number: '+1 614 555 0147', type: 'home', isParsed: false }],
    });
    expect(sure.filledFields).toEqual(['lastName', 'summary', 'location']);
    const unsure = mergeParsedResume(state, parsedResume(UNSURE));
    expect(unsure.state).toMatchObject({ firstName: 'Dana', lastName: '' });
    expect(unsure.state.sections.resumeSuggestions).toEqual([]);
  });

  it("replaces the previous upload's suggestions and keeps the marks not yet reviewed", () => {
    const first = mergeParsedResume(emptyState(), parsedResume({ ...SURE, name: 0.2 }));
    expect(first.suggestedFields).toEqual(['name']);
    const second = mergeParsedResume(first.state, {
      ...emptyResume(),
      textReadable: true,
      firstName: 'Dana',
      lastName: 'Reyes',
      confidence: { name: 0.95 },
    });
    expect(second.state.sections.resumeSuggestions).toEqual([]);
    expect(second.state).toMatchObject({ firstName: 'Dana', lastName: 'Reyes' });
    expect(second.state.sections.parsedFields).toEqual([
      'firstName',
      'lastName',
      'email',
      'headline',
      'summary',
      'location',
    ]);
  });
});
