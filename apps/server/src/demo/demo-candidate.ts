import type { Profile } from '@careers/shared';

/** The profile sections of the demo candidate (candidates.profile), in the profile's model. */
export type DemoCandidateProfile = Pick<
  Profile,
  | 'headline'
  | 'summary'
  | 'location'
  | 'phones'
  | 'links'
  | 'workExperience'
  | 'education'
  | 'skills'
  | 'languages'
  | 'certifications'
  | 'jobPreferences'
>;

export type DemoCandidate = {
  email: string;
  firstName: string;
  lastName: string;
  isOnboarded: boolean;
  isBootstrapped: boolean;
  /** Terms of service not attested yet, so the demo shows the terms gate. */
  tosAttestedAt: null;
  profile: DemoCandidateProfile;
};

/** A mid-career engineer moving towards product, living in Austin (one of the demo cities). */
export const demoCandidate: DemoCandidate = {
  email: 'demo@northwind.example',
  firstName: 'Jordan',
  lastName: 'Rivera',
  isOnboarded: false,
  isBootstrapped: true,
  tosAttestedAt: null,
  profile: {
    headline: 'Senior full-stack engineer with a product streak',
    phones: [{ number: '+15125550142', type: 'mobile', isParsed: false }],
    location: {
      city: 'Austin',
      region: 'Texas',
      countryCode: 'US',
      country: 'United States',
      latitude: 30.26715,
      longitude: -97.74306,
    },
    links: [
      { kind: 'linkedin', url: 'https://www.linkedin.com/in/jordan-rivera-demo', isParsed: false },
      { kind: 'github', url: 'https://github.com/jordan-rivera-demo', isParsed: false },
    ],
    summary:
      'Full-stack engineer with nine years of experience building payments and healthcare products in TypeScript. I enjoy talking to customers as much as writing code, have run discovery for two product launches, and am looking for a senior engineering or technical product role.',
    skills: (
      [
        ['TypeScript', 'expert'],
        ['React', 'expert'],
        ['Node.js', 'expert'],
        ['PostgreSQL', 'advanced'],
        ['GraphQL', 'advanced'],
        ['AWS', 'advanced'],
        ['Docker', 'advanced'],
        ['System design', 'advanced'],
        ['SQL', 'advanced'],
        ['Product discovery', 'intermediate'],
        ['A/B testing', 'intermediate'],
        ['Roadmapping', 'intermediate'],
        ['Figma', 'beginner'],
        ['Stakeholder management', 'intermediate'],
        ['Agile', 'advanced'],
      ] as const
    ).map(([name, proficiency]) => ({ name, proficiency, isParsed: false })),
    workExperience: [
      {
        title: 'Senior Software Engineer, Payments',
        company: 'Bluebonnet Payments',
        location: 'Austin, TX',
        startDate: '2021-03',
        endDate: null,
        isCurrent: true,
        description:
          'Lead engineer of the checkout team. Rebuilt card payments on Node.js and PostgreSQL, cutting failed payments by 18%, and ran the discovery that shaped the new invoicing product.',
        isParsed: false,
      },
      {
        title: 'Software Engineer',
        company: 'Trailhead Health',
        location: 'Austin, TX',
        startDate: '2018-06',
        endDate: '2021-02',
        isCurrent: false,
        description:
          'Built the patient scheduling app in React and GraphQL and the integrations with three electronic health record systems.',
        isParsed: false,
      },
      {
        title: 'Junior Web Developer',
        company: 'Capitol Media Group',
        location: 'Austin, TX',
        startDate: '2016-07',
        endDate: '2018-05',
        isCurrent: false,
        description: 'Developed and maintained news sites and the in-house content tools.',
        isParsed: false,
      },
    ],
    education: [
      {
        institution: 'The University of Texas at Austin',
        degree: 'Bachelor of Science',
        field: 'Computer Science',
        startDate: '2012-08',
        endDate: '2016-05',
        isParsed: false,
      },
      {
        institution: 'Austin Community College',
        degree: 'Certificate',
        field: 'Product Management',
        startDate: '2023-01',
        endDate: '2023-06',
        isParsed: false,
      },
    ],
    languages: [
      { name: 'English', fluency: 'native', isParsed: false },
      { name: 'Spanish', fluency: 'professional_working', isParsed: false },
    ],
    certifications: [
      {
        name: 'AWS Certified Solutions Architect – Associate',
        issuer: 'Amazon Web Services',
        issuedDate: '2022-09',
        expiresDate: '2025-09',
        isParsed: false,
      },
    ],
    jobPreferences: {
      desiredTitles: [
        'Senior Software Engineer',
        'Staff Software Engineer',
        'Technical Product Manager',
        'Senior Full-Stack Engineer',
      ],
      locations: ['Austin, TX, United States', 'Remote, United States'],
      workplaceTypes: ['remote', 'hybrid'],
      employmentTypes: ['full_time'],
      salaryExpectation: { amount: 165000, currency: 'USD', period: 'year' },
      willingToRelocate: false,
      earliestStart: null,
    },
  },
};
