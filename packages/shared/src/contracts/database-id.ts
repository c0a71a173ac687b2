/** The largest value of a `serial` column (PostgreSQL's int4): no row has an id beyond it. */
export const DATABASE_ID_MAX = 2_147_483_647;
