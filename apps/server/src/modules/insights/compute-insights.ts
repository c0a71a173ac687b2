import type { PositionInsights, RelatedPosition } from '@careers/shared';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readPrimaryLocations, type StoredPosition } from '../positions/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SIMILAR_LIMIT = 4;
const TEAM_LIMIT = 4;
const TOP_SKILLS = 8;
/** The most recent open roles of the same kind that similar roles are picked from. */
const CANDIDATE_POOL = 300;

type Row = {
  id: number;
  title: string;
  department: string;
  skills: string[];
  posted_at: Date;
};

const skillKey = (skill: string) => skill.trim().toLowerCase();

const withPrimaryLocations = async (
  db: Kysely<Database>,
  rows: readonly Row[],
): Promise<RelatedPosition[]> => {
  if (!rows.length) return [];
  const primary = await readPrimaryLocations(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.title,
    department: row.department,
    location: primary.get(row.id) ?? 'Remote',
    postedTs: Math.floor(new Date(row.posted_at).getTime() / 1000),
  }));
};

const openPositions = (db: Kysely<Database>, tenantId: number, excludeId: number) =>
  db
    .selectFrom('positions')
    .select(['id', 'title', 'department', 'skills', 'posted_at'])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'open')
    .where('id', '!=', excludeId);

/**
 * What the employer's open positions say about this one: how long ago it was posted, similar
 * roles (same job family, most shared skills first), the skills most asked for in that family,
 * and the other openings of its department.
 */
export const computeInsights = async (
  db: Kysely<Database>,
  position: StoredPosition & { tenantId: number },
  now: Date,
): Promise<PositionInsights> => {
  const [family, teamRows, teamCount, skillRows, familyCount] = await Promise.all([
    openPositions(db, position.tenantId, position.id)
      .where('job_family', '=', position.jobFamily)
      .orderBy('posted_at', 'desc')
      .limit(CANDIDATE_POOL)
      .execute(),
    openPositions(db, position.tenantId, position.id)
      .where('department', '=', position.department)
      .orderBy('posted_at', 'desc')
      .orderBy('id', 'desc')
      .limit(TEAM_LIMIT)
      .execute(),
    db
      .selectFrom('positions')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('tenant_id', '=', position.tenantId)
      .where('status', '=', 'open')
      .where('department', '=', position.department)
      .where('id', '!=', position.id)
      .executeTakeFirst(),
    db
      .selectFrom(
        db
          .selectFrom('positions')
          .select(sql<string>`unnest(skills)`.as('skill'))
          .where('tenant_id', '=', position.tenantId)
          .where('status', '=', 'open')
          .where('job_family', '=', position.jobFamily)
          .as('family_skills'),
      )
      .select(['skill', (eb) => eb.fn.countAll<string>().as('count')])
      .groupBy('skill')
      .orderBy('count', 'desc')
      .orderBy('skill')
      .limit(TOP_SKILLS)
      .execute(),
    db
      .selectFrom('positions')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('tenant_id', '=', position.tenantId)
      .where('status', '=', 'open')
      .where('job_family', '=', position.jobFamily)
      .executeTakeFirst(),
  ]);

  const own = new Set(position.skills.map(skillKey));
  const shared = (row: Row) => row.skills.filter((skill) => own.has(skillKey(skill))).length;
  const similar = family
    .map((row) => ({ row, shared: shared(row) }))
    .sort(
      (a, b) =>
        b.shared - a.shared ||
        new Date(b.row.posted_at).getTime() - new Date(a.row.posted_at).getTime(),
    )
    .slice(0, SIMILAR_LIMIT)
    .map(({ row }) => row);

  return {
    postedDaysAgo: Math.max(0, Math.floor((now.getTime() - position.postedAt.getTime()) / DAY_MS)),
    similarRoles: await withPrimaryLocations(db, similar),
    topSkills: skillRows.map((row) => ({
      skill: row.skill,
      count: Number(row.count),
      isRequired: own.has(skillKey(row.skill)),
    })),
    rolesCompared: Number(familyCount?.count ?? 0),
    team: {
      name: position.department,
      openCount: Number(teamCount?.count ?? 0),
      positions: await withPrimaryLocations(db, teamRows),
    },
  };
};
