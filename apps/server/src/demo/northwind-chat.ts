import type { TenantConfigInput } from '@careers/shared';

/** Northwind's chat assistant: on, with the questions candidates ask most. */
export const northwindChatbotxConfig: TenantConfigInput['chatbotxConfig'] = {
  enabled: true,
  copilotMode: false,
  greeting: '',
  faq: [
    {
      question: 'What benefits does Northwind offer?',
      answer:
        'Every permanent employee gets 28 days of paid holiday plus public holidays, private health insurance for themselves and their family, a pension with a 6% employer contribution, a yearly learning budget of 1,000 USD and paid parental leave of 20 weeks.',
      keywords: [
        'perks',
        'holidays',
        'vacation',
        'pension',
        'insurance',
        'leistungen',
        'avantages',
        'beneficios',
        '福利厚生',
      ],
    },
    {
      question: 'How does the hiring process work?',
      answer:
        'After you apply, a recruiter reads your application within five working days. Then come a 30-minute call with the recruiter, one or two interviews with the team (usually by video) and, for some roles, a short exercise. We aim to decide within three weeks and tell you either way.',
      keywords: [
        'process',
        'steps',
        'interview',
        'recruitment',
        'bewerbungsprozess',
        'recrutement',
        'proceso',
        '選考',
      ],
    },
    {
      question: 'Where are your offices?',
      answer:
        'Northwind has offices in North America, Europe and Asia-Pacific, and many roles are open to remote work. Each position lists its places; search by city or country to see what is open near you.',
      keywords: [
        'locations',
        'office',
        'cities',
        'countries',
        'standorte',
        'bureaux',
        'oficinas',
        '拠点',
      ],
    },
    {
      question: 'Can I work remotely or part-time?',
      answer:
        'Many roles are remote or hybrid, and some are part-time. The workplace and the employment type are shown on each position; you can filter the search by them.',
      keywords: [
        'remote',
        'hybrid',
        'flexible',
        'home',
        'part-time',
        'homeoffice',
        'télétravail',
        'teletrabajo',
      ],
    },
    {
      question: 'How long do you keep my data?',
      answer:
        'We keep your profile for up to two years after your last activity, as our terms of service say. You can download your data or delete your account at any time in your settings.',
      keywords: [
        'privacy',
        'terms',
        'gdpr',
        'delete',
        'datenschutz',
        'données',
        'datos',
        '個人情報',
      ],
    },
  ],
};
