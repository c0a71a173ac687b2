import type { Language, NotificationType } from '@careers/shared';

type Catalogue = {
  categories: Record<NotificationType, string>;
  messages: Record<string, string>;
};

/**
 * Server-side texts, rendered in the language the client asks for (`hl`). Placeholders keep the
 * spec's `%(name)s` form. A language without its own catalogue falls back to English.
 */
const CATALOGUES: Partial<Record<Language, Catalogue>> & { en: Catalogue } = {
  en: {
    categories: {
      offer_extended: 'Job offer',
      offer_document_revised: 'Job offer',
      offer_expiring: 'Job offer',
      form_assigned: 'Forms',
      application_status_changed: 'Applications',
      interview_scheduled: 'Interviews',
      event_scheduled: 'Events',
      job_alert: 'Job alerts',
    },
    messages: {
      offer_extended: 'You have received a job offer for %(position)s. Review and sign it.',
      offer_document_revised: 'A document of your offer for %(position)s was revised.',
      offer_expiring: 'Your offer for %(position)s expires on %(date)s.',
      form_assigned: 'Please complete the form "%(form)s".',
      application_status_changed: 'Your application for %(position)s is now: %(status)s.',
      interview_scheduled: 'Your interview for %(position)s is scheduled for %(date)s.',
      interview_slots_offered: 'Choose a time for your interview for %(position)s.',
      event_scheduled: 'You are registered for %(event)s on %(date)s.',
      job_alert: '%(count)s new jobs match your alert "%(alert)s".',
    },
  },
  fr: {
    categories: {
      offer_extended: "Offre d'emploi",
      offer_document_revised: "Offre d'emploi",
      offer_expiring: "Offre d'emploi",
      form_assigned: 'Formulaires',
      application_status_changed: 'Candidatures',
      interview_scheduled: 'Entretiens',
      event_scheduled: 'Événements',
      job_alert: "Alertes d'emploi",
    },
    messages: {
      offer_extended:
        'Vous avez reçu une offre pour le poste %(position)s. Consultez-la et signez-la.',
      offer_document_revised: 'Un document de votre offre pour %(position)s a été révisé.',
      offer_expiring: 'Votre offre pour %(position)s expire le %(date)s.',
      form_assigned: 'Veuillez remplir le formulaire « %(form)s ».',
      application_status_changed: 'Votre candidature pour %(position)s est désormais : %(status)s.',
      interview_scheduled: 'Votre entretien pour %(position)s est prévu le %(date)s.',
      interview_slots_offered: 'Choisissez un horaire pour votre entretien pour %(position)s.',
      event_scheduled: 'Vous êtes inscrit(e) à %(event)s le %(date)s.',
      job_alert: '%(count)s nouvelles offres correspondent à votre alerte « %(alert)s ».',
    },
  },
};

const catalogueFor = (language: Language): Catalogue =>
  CATALOGUES[language] ?? CATALOGUES[language.split('-')[0] as Language] ?? CATALOGUES.en;

const interpolate = (template: string, params: Record<string, string>) =>
  template.replace(/%\((\w+)\)s/g, (whole, name: string) => params[name] ?? whole);

/** The message keys a caller may name; a notification type is always one. */
export const isKnownMessageKey = (key: string) => key in CATALOGUES.en.messages;

export const renderCategoryTitle = (type: NotificationType, language: Language) =>
  catalogueFor(language).categories[type];

export const renderMessage = (
  row: {
    message_key: string;
    message_params: Record<string, string>;
    messages: Record<string, string> | null;
  },
  language: Language,
) => {
  const literal =
    row.messages?.[language] ?? row.messages?.[language.split('-')[0]!] ?? row.messages?.en;
  if (literal) return literal;
  const template =
    catalogueFor(language).messages[row.message_key] ??
    CATALOGUES.en.messages[row.message_key] ??
    '';
  return interpolate(template, row.message_params);
};
