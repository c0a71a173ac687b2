/** The office family's layouts: how each document sets out its resume. */
export const LAYOUTS = [
  'table-sidebar',
  'header-contact',
  'textbox-sidebar',
  'skills-table',
  'two-page',
  'photo-table',
  'dates-column',
] as const;
export type Layout = (typeof LAYOUTS)[number];
