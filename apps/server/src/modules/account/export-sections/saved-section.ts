import { iso, type ExportSection } from './export-section.ts';

const positionsOf =
  (table: 'saved_positions' | 'job_cart_items'): ExportSection['collect'] =>
  async ({ db, candidate }) => {
    const rows = await db
      .selectFrom(table)
      .innerJoin('positions', 'positions.id', `${table}.position_id`)
      .select(['positions.id', 'positions.title', `${table}.created_at`])
      .where(`${table}.candidate_id`, '=', candidate.id)
      .orderBy(`${table}.created_at`)
      .execute();
    return rows.map((row) => ({
      positionId: row.id,
      position: row.title,
      addedAt: iso(row.created_at),
    }));
  };

export const savedPositionsSection: ExportSection = {
  name: 'savedPositions',
  collect: positionsOf('saved_positions'),
};

export const jobCartSection: ExportSection = {
  name: 'jobCart',
  collect: positionsOf('job_cart_items'),
};

export const savedSearchesSection: ExportSection = {
  name: 'savedSearches',
  collect: async ({ db, candidate }) => {
    const rows = await db
      .selectFrom('saved_searches')
      .select(['name', 'query', 'location', 'filters', 'paused_at', 'created_at'])
      .where('candidate_id', '=', candidate.id)
      .orderBy('created_at')
      .execute();
    return rows.map((row) => ({
      name: row.name,
      query: row.query,
      location: row.location,
      filters: row.filters,
      isPaused: row.paused_at !== null,
      createdAt: iso(row.created_at),
    }));
  },
};
