// The five text fields of BM25F and how their term frequencies pack into one 32-bit word per
// posting: 7 bits for the title, 5 each for skills, department+category and locations, 10 for the
// description. A count that reaches its field's maximum stays there.

export const FIELD_COUNT = 5;
export const TITLE = 0;
export const SKILLS = 1;
export const GROUP = 2;
export const LOCATIONS = 3;
export const DESCRIPTION = 4;

export const TF_SHIFT = [0, 7, 12, 17, 22] as const;
export const TF_MAX = [127, 31, 31, 31, 1023] as const;

export const fieldTf = (packed: number, field: number) =>
  (packed >>> TF_SHIFT[field as 0]) & TF_MAX[field as 0];

/** `packed` with one more occurrence in `field`, unless that field is full. */
export const addTf = (packed: number, field: number) =>
  fieldTf(packed, field) < TF_MAX[field as 0]
    ? (packed + (1 << TF_SHIFT[field as 0])) >>> 0
    : packed;
