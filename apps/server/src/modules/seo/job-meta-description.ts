import type { Language } from '@careers/shared';
import type { StoredPosition } from '../positions/index.ts';
import { translatorFor } from '../../services/i18n/server-i18n.ts';
import { htmlToText } from '../../services/text/html-to-text.ts';

const MAX_LENGTH = 160;

/**
 * A short plain-text summary for the meta description and Open Graph: "{position} at {company},
 * {place}." then the start of the description, in `language`, the language of the posting's text
 * it quotes, so the summary reads as one language.
 */
export const jobMetaDescription = (
  position: Pick<StoredPosition, 'title' | 'description' | 'locations' | 'isRemote'>,
  site: { companyName: string; language: Language },
) => {
  const t = translatorFor(site.language);
  const text = htmlToText(position.description).replace(/\s+/g, ' ').trim();
  const where =
    position.locations[0]?.displayName ??
    (position.isRemote ? t('searchFilters.options.remote') : '');
  const names = { position: position.title, company: site.companyName };
  const lead = `${where ? t('publicPages.jobLead', { ...names, location: where }) : t('publicPages.jobLeadNoPlace', names)} `;
  const room = MAX_LENGTH - lead.length;
  return lead + (text.length > room ? `${text.slice(0, Math.max(0, room - 1)).trimEnd()}…` : text);
};
