import type { Profile, ProfileAnalysis } from '@careers/shared';

/** A profile as the server answers it: one typed job, one parsed job, a parsed skill. */
export const makeProfile = (overrides: Partial<Profile> = {}): Profile => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  preferredName: '',
  email: 'ada@example.com',
  avatar: null,
  headline: 'Analyst',
  summary: '',
  location: null,
  phones: [{ number: '+447700900123', type: 'mobile', isParsed: true }],
  links: [],
  workExperience: [
    {
      company: 'Babbage & Co',
      title: 'Analyst',
      location: 'London',
      startDate: '2019-03',
      endDate: null,
      isCurrent: true,
      description: '',
      isParsed: false,
    },
    {
      company: 'Royal Society',
      title: 'Translator',
      location: '',
      startDate: '2015-01',
      endDate: '2018-12',
      isCurrent: false,
      description: '',
      isParsed: true,
    },
  ],
  education: [],
  skills: [{ name: 'Mathematics', proficiency: 'expert', isParsed: true }],
  languages: [],
  certifications: [],
  jobPreferences: {
    desiredTitles: [],
    locations: [],
    workplaceTypes: [],
    employmentTypes: [],
    salaryExpectation: null,
    willingToRelocate: false,
    earliestStart: null,
  },
  resumes: [],
  parsedFields: [],
  resumeSuggestions: [],
  ...overrides,
});

export const analysis: ProfileAnalysis = {
  completion: { percentage: 60, missing: [{ section: 'education', hint: 'Add your degree.' }] },
  analysis: {
    comparedPositions: 4,
    missingSkills: [{ name: 'Python', positionCount: 3 }],
    bestTitles: [{ title: 'Data Analyst', score: 0.8, positionCount: 2 }],
  },
};
