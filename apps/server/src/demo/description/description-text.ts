import type { WorkPattern } from '../catalogue/types.ts';
import type { Level } from '../generator/ladders.ts';

/** What the text templates may mention; every value is already HTML-escaped. */
export type DescriptionContext = {
  company: string;
  /** The title with its article: "an Engineering Manager". */
  aTitle: string;
  family: string;
  department: string;
};

type Template = (context: DescriptionContext) => string;

export const INTRODUCTIONS: readonly Template[] = [
  (c) => `${c.company} is looking for ${c.aTitle} to join our ${c.family} team.`,
  (c) =>
    `As ${c.aTitle} at ${c.company}, you will be part of the ${c.department} group and work on problems that matter to our customers.`,
  (c) =>
    `We are growing our ${c.family} team and would love to meet ${c.aTitle} who cares about doing great work with great people.`,
  (c) =>
    `Our ${c.department} team is hiring ${c.aTitle}. You will join colleagues who value curiosity, kindness and ownership.`,
  (c) =>
    `This is a chance to join ${c.company} as ${c.aTitle} and make a visible difference from your first month.`,
  (c) =>
    `${c.company} serves customers around the world, and the ${c.family} team is at the heart of that work. We are hiring ${c.aTitle} to help us do it even better.`,
];

export const LEVEL_SENTENCES: Readonly<Record<Level, string>> = {
  intern: 'This internship pairs you with a mentor and a real project that ships before you leave.',
  entry:
    'This role is a great first step: you will learn from experienced colleagues and grow quickly with structured support.',
  mid: 'You will own meaningful work from start to finish, backed by a team that shares what it knows.',
  senior: 'You will take on complex work, raise the bar for quality and help colleagues grow.',
  lead: 'You will set the direction for your team day to day and lead by example.',
  staff: 'You will shape the direction of several teams and turn hard problems into clear plans.',
  principal:
    'You will set long-term direction across the organisation and tackle our most ambiguous problems.',
  manager:
    'You will lead a team, hire and develop great people and keep the work focused on what matters most.',
  director:
    'You will lead leaders, set the strategy of the function and join the wider leadership team.',
};

export const EMPLOYMENT_SENTENCES = {
  part_time: 'This is a part-time role of 20 to 30 hours a week, with a regular schedule.',
  contract: 'This is a 12-month contract with the possibility of extension.',
  temporary: 'This is a temporary role to support our busiest season.',
  internship: 'The internship runs for 12 weeks and starts in June.',
} as const;

export const DUTY_HEADINGS = ['What you will do', 'Responsibilities', 'Your day to day'];
export const REQUIREMENT_HEADINGS = ['What you bring', 'Requirements', 'About you'];
export const BONUS_HEADINGS = ['Nice to have', 'Bonus points', 'It would be great if you have'];
export const BENEFIT_HEADINGS = ['What we offer', 'Benefits', 'Why you will like it here'];

/** Followed by a list of skills, which keep their own capitals. */
export const SKILL_LEADS = [
  'Hands-on experience with:',
  'Working knowledge of:',
  'Practical skills in:',
  'Confidence with:',
];

export const SOFT_REQUIREMENTS = [
  'Clear communication and a collaborative, low-ego approach',
  'A habit of taking ownership and following through',
  'Curiosity and a willingness to learn new things quickly',
  'Good judgement about when to ask for help and when to push on',
  'Care for the people you work with and the customers you serve',
];

export const BENEFITS: Readonly<Record<WorkPattern, readonly string[]>> = {
  office: [
    'Competitive salary and an annual bonus',
    'Equity in the company',
    'Health, dental and vision insurance',
    '25 days of paid holiday plus public holidays',
    'Flexible working hours',
    'A personal learning budget for courses, books and conferences',
    'Generous parental leave',
    'Retirement plan with company matching',
    'Home office setup allowance',
    'Wellbeing allowance and mental health support',
    'Two paid volunteering days a year',
    'A laptop and tools of your choice',
  ],
  shift: [
    'Weekly pay',
    'Shift premiums for nights and weekends',
    'Employee discount',
    'Paid training and certifications',
    'Free on-site parking',
    'Health insurance from your first month',
    'Overtime opportunities',
    'Paid time off that grows with your service',
    'Clear paths into supervision and management',
    'Safety equipment and uniforms provided',
    'Subsidised meals in the staff canteen',
  ],
  clinical: [
    'Tuition reimbursement and continuing education',
    'Paid licence and certification renewals',
    'Self-scheduling and flexible shifts',
    'Health, dental and vision insurance',
    'Retirement plan with employer matching',
    'Shift differentials for nights and weekends',
    'Employee assistance programme',
    'Sign-on bonus for eligible roles',
    'Free parking at all of our sites',
    'Paid time off and sick leave',
  ],
};

export const CLOSINGS: readonly ((company: string) => string)[] = [
  (company) =>
    `${company} is an equal opportunity employer. We welcome applicants of every background and make reasonable adjustments throughout the hiring process.`,
  () =>
    'Not sure you meet every requirement? Apply anyway: we care more about potential than a perfect match.',
  () => 'We review applications as they arrive and aim to reply to everyone within two weeks.',
  () => 'If you need any adjustments to apply or interview, tell us and we will make them.',
];
