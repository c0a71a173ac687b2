import type { api, EndpointAnswer, Language } from '@careers/shared';
import { pcsxFields, postingTextIn, type StoredPosition } from '../positions/index.ts';

type ApplyJob = EndpointAnswer<typeof api.getApplyJob>;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The position as PCSx's /api/apply/v2/jobs/{id} names it, in the reader's language. */
export const toApplyJob = (
  position: StoredPosition,
  input: { language: Language; publicUrl: string; domain: string },
): ApplyJob => {
  const text = postingTextIn(position, input.language);
  const pcsx = pcsxFields(position);
  const locations = position.locations.map((location) => location.displayName);
  return {
    id: position.id,
    name: text.title,
    posting_name: text.title,
    display_job_id: pcsx.displayJobId,
    ats_job_id: pcsx.atsJobId,
    job_description: text.description,
    location: locations[0] ?? (position.isRemote ? 'Remote' : ''),
    locations,
    standardizedLocations: pcsx.standardizedLocations,
    department: position.department,
    business_unit: position.jobFamily,
    t_create: pcsx.creationTs,
    t_update: Math.max(seconds(position.updatedAt), pcsx.postedTs),
    work_location_option: position.workplaceType,
    efcustomTextEmploymentType: pcsx.efcustomTextEmploymentType,
    canonicalPositionUrl: input.publicUrl,
    domain: input.domain,
  };
};
