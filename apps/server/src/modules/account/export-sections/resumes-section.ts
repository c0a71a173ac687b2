import { iso, type ExportSection } from './export-section.ts';

/** The resumes the candidate uploaded: which is current, what the parse made of each, the file. */
export const resumesSection: ExportSection = {
  name: 'resumes',
  collect: async ({ db, candidate, fileLink }) => {
    const rows = await db
      .selectFrom('candidate_resumes')
      .select(['file_id', 'file_name', 'is_current', 'parse_status', 'uploaded_at'])
      .where('candidate_id', '=', candidate.id)
      .orderBy('uploaded_at')
      .execute();
    return rows.map((row) => ({
      fileName: row.file_name,
      isCurrent: row.is_current,
      parseStatus: row.parse_status,
      uploadedAt: iso(row.uploaded_at),
      download: fileLink(row.file_id),
    }));
  },
};
