import type { Permission } from '@careers/shared';
import type { ReactNode } from 'react';

/**
 * One section of the console: the permission it needs, its pages under /employer (path '' is the
 * console's first page) and its entry in the console's menu. The app composes the table of
 * sections from the features (features never import each other); the console shows a role
 * exactly the sections its permissions open.
 */
export type ConsoleSection = {
  permission: Permission;
  routes: readonly { path: string; element: ReactNode }[];
  nav: {
    /** The address the entry opens. */
    to: string;
    /** Its label, a catalogue key with its namespace (`employer-schedule:nav.events`). */
    label: `${string}:${string}`;
    /** Marked current only on that exact address (the first page, under which all others sit). */
    isEnd?: boolean;
  };
};
