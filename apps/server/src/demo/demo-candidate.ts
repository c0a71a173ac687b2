import type { EmploymentType, SalaryPeriod } from '../modules/positions/index.ts';

/** The profile JSON of the demo candidate (candidates.profile). */
export type DemoCandidateProfile = {
  headline: string;
  phone: string;
  location: {
    city: string;
    region: string | null;
    country: string;
    latitude: number;
    longitude: number;
  };
  summary: string;
  skills: string[];
  workExperience: {
    title: string;
    company: string;
    /** 'YYYY-MM'. */
    startDate: string;
    endDate: string | null;
    isCurrent: boolean;
    description: string;
  }[];
  education: {
    institution: string;
    degree: string;
    fieldOfStudy: string;
    startDate: string;
    endDate: string | null;
  }[];
  languages: { language: string; proficiency: 'native' | 'fluent' | 'professional' | 'basic' }[];
  jobPreferences: {
    desiredTitles: string[];
    locations: string[];
    remote: boolean;
    employmentTypes: EmploymentType[];
    salaryExpectation: { min: number; max: number; currency: string; period: SalaryPeriod };
  };
};

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
    phone: '+1 512 555 0142',
    location: {
      city: 'Austin',
      region: 'Texas',
      country: 'United States',
      latitude: 30.26715,
      longitude: -97.74306,
    },
    summary:
      'Full-stack engineer with nine years of experience building payments and healthcare products in TypeScript. I enjoy talking to customers as much as writing code, have run discovery for two product launches, and am looking for a senior engineering or technical product role.',
    skills: [
      'TypeScript',
      'React',
      'Node.js',
      'PostgreSQL',
      'GraphQL',
      'AWS',
      'Docker',
      'System design',
      'SQL',
      'Product discovery',
      'A/B testing',
      'Roadmapping',
      'Figma',
      'Stakeholder management',
      'Agile',
    ],
    workExperience: [
      {
        title: 'Senior Software Engineer, Payments',
        company: 'Bluebonnet Payments',
        startDate: '2021-03',
        endDate: null,
        isCurrent: true,
        description:
          'Lead engineer of the checkout team. Rebuilt card payments on Node.js and PostgreSQL, cutting failed payments by 18%, and ran the discovery that shaped the new invoicing product.',
      },
      {
        title: 'Software Engineer',
        company: 'Trailhead Health',
        startDate: '2018-06',
        endDate: '2021-02',
        isCurrent: false,
        description:
          'Built the patient scheduling app in React and GraphQL and the integrations with three electronic health record systems.',
      },
      {
        title: 'Junior Web Developer',
        company: 'Capitol Media Group',
        startDate: '2016-07',
        endDate: '2018-05',
        isCurrent: false,
        description: 'Developed and maintained news sites and the in-house content tools.',
      },
    ],
    education: [
      {
        institution: 'The University of Texas at Austin',
        degree: 'Bachelor of Science',
        fieldOfStudy: 'Computer Science',
        startDate: '2012-08',
        endDate: '2016-05',
      },
      {
        institution: 'Austin Community College',
        degree: 'Certificate',
        fieldOfStudy: 'Product Management',
        startDate: '2023-01',
        endDate: '2023-06',
      },
    ],
    languages: [
      { language: 'English', proficiency: 'native' },
      { language: 'Spanish', proficiency: 'professional' },
    ],
    jobPreferences: {
      desiredTitles: [
        'Senior Software Engineer',
        'Staff Software Engineer',
        'Technical Product Manager',
        'Senior Full-Stack Engineer',
      ],
      locations: ['Austin, TX, United States', 'Remote, United States'],
      remote: true,
      employmentTypes: ['full_time'],
      salaryExpectation: { min: 150000, max: 185000, currency: 'USD', period: 'year' },
    },
  },
};
