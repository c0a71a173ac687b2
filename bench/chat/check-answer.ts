import fs from 'node:fs';
import path from 'node:path';
import type { ChatAnswer, ChatbotxFaqEntry } from '@careers/shared';
import type { Intent, Question } from './question-types.ts';

/** An answer as the bench reads it: what the assistant says it understood, when it says so. */
export type BenchAnswer = ChatAnswer & { intent?: string; topic?: string; language?: string };

/** Where each card's positions are, and their titles, from the database. */
export type PositionPlaces = Map<number, { title: string; cities: string[] }>;

const LOCALES = path.resolve(import.meta.dirname, '../../apps/web/src/locales');
const statusLabels = new Map<string, Record<string, string>>();
/** The application statuses as the candidate's pages write them. */
const statusLabel = (language: string, status: string) => {
  let labels = statusLabels.get(language);
  if (!labels) {
    const file = path.join(LOCALES, language, 'applications.json');
    labels = (JSON.parse(fs.readFileSync(file, 'utf8')) as { status: Record<string, string> })
      .status;
    statusLabels.set(language, labels);
  }
  return labels[status] ?? status;
};

/** Before the assistant named its intent, its kind of answer stood for one. */
const KIND_INTENT: Record<string, Intent> = {
  search: 'find_jobs',
  faq: 'faq',
  dashboard: 'mine',
  unknown: 'unknown',
};

/** Before the assistant named its language, it answered in the page's if it spoke it, else English. */
const languageOfUnnamed = (hl: string) => (['en', 'de', 'fr', 'es', 'ja'].includes(hl) ? hl : 'en');

const fold = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    // 108,000 / 108 000 / 108.000 / 108’000 read as 108000
    .replace(/(\d)[\s.,'’](?=\d{3}(?!\d))/g, '$1');

const dayForms = (iso: string, language: string) => {
  const day = new Date(`${iso}T12:00:00Z`);
  const forms = new Set([iso]);
  for (const options of [
    { dateStyle: 'full' },
    { dateStyle: 'long' },
    { dateStyle: 'medium' },
    { month: 'long', day: 'numeric' },
    { weekday: 'long', month: 'long', day: 'numeric' },
  ] as Intl.DateTimeFormatOptions[])
    forms.add(new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(day));
  return [...forms].map(fold);
};

/** Why the answer fails the question, or nothing when it holds every fact. */
export const checkAnswer = (input: {
  question: Question;
  answer: BenchAnswer;
  faq: readonly ChatbotxFaqEntry[];
  places: PositionPlaces;
}): string[] => {
  const { question, answer, faq, places } = input;
  const { facts } = question;
  const problems: string[] = [];
  const reply = fold(answer.reply);
  const intent = answer.intent ?? KIND_INTENT[answer.kind] ?? answer.kind;
  if (intent !== question.intent) problems.push(`intent ${intent}, not ${question.intent}`);
  const language = answer.language ?? languageOfUnnamed(question.hl);
  if (language !== question.lang) problems.push(`answered in ${language}, not ${question.lang}`);
  const cards = answer.positions.map((position) => position.id);
  for (const id of facts.ids ?? [])
    if (!cards.includes(id))
      problems.push(`position ${id} not among the cards [${cards.join(',')}]`);
  if (facts.cardsIn !== undefined) {
    if (cards.length === 0) problems.push(`no cards in ${facts.cardsIn}`);
    const elsewhere = cards.filter((id) => !places.get(id)?.cities.includes(facts.cardsIn!));
    if (elsewhere.length) problems.push(`cards not in ${facts.cardsIn}: ${elsewhere.join(',')}`);
  }
  if (facts.titles) {
    if (cards.length === 0) problems.push(`no cards for ${facts.titles.join('/')}`);
    const other = cards.filter((id) => {
      const title = places.get(id)?.title.toLowerCase() ?? '';
      return !facts.titles!.some((word) => title.includes(word));
    });
    if (other.length) problems.push(`cards of other titles: ${other.join(',')}`);
  }
  if (facts.noCards && cards.length) problems.push(`${cards.length} cards shown`);
  if (facts.faq !== undefined) {
    const entry = faq[facts.faq];
    if (!entry || !reply.includes(fold(entry.answer))) problems.push(`not FAQ entry ${facts.faq}`);
  }
  if (facts.topic !== undefined && answer.topic !== facts.topic)
    problems.push(`topic ${answer.topic ?? 'none'}, not ${facts.topic}`);
  if (facts.date && !dayForms(facts.date, question.lang).some((form) => reply.includes(form)))
    problems.push(`the date ${facts.date} is not named`);
  for (const said of facts.says ?? [])
    if (!said.split('|').some((form) => reply.includes(fold(form))))
      problems.push(`does not say "${said}"`);
  for (const unsaid of facts.never ?? [])
    if (reply.includes(fold(unsaid))) problems.push(`says "${unsaid}"`);
  if (facts.status) {
    const label = statusLabel(question.lang, facts.status);
    if (!reply.includes(fold(label))) problems.push(`does not say the status "${label}"`);
  }
  return problems;
};
