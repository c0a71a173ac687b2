/**
 * Employer roles and what each may do. Every `/api/admin/*` endpoint names the permission it
 * needs (`permission` in its definition); the server's access hook checks it against the caller's
 * role, and the console shows only what the role may use.
 */
export const EMPLOYER_ROLES = ['admin', 'recruiter', 'theme_designer'] as const;
export type EmployerRole = (typeof EMPLOYER_ROLES)[number];

/** The hiring work: what a recruiter may do. */
const HIRING_PERMISSIONS = [
  'positions',
  'candidates',
  'applications',
  'interviews',
  'events',
  'offers',
  'forms',
  'analytics',
] as const;

export const PERMISSIONS = [...HIRING_PERMISSIONS, 'settings', 'theme', 'users'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Admin: everything, users and API tokens included. Recruiter: the hiring work. Theme designer: the theme builder only. */
export const ROLE_PERMISSIONS: Record<EmployerRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  recruiter: HIRING_PERMISSIONS,
  theme_designer: ['theme'],
};

/** What an API token may do: everything but managing users and tokens (a token cannot mint tokens). */
export const API_TOKEN_PERMISSIONS: readonly Permission[] = PERMISSIONS.filter(
  (permission) => permission !== 'users',
);

export const roleHasPermission = (role: EmployerRole | null | undefined, permission: Permission) =>
  role ? ROLE_PERMISSIONS[role].includes(permission) : false;

/** The 403 message of a role calling what it may not. */
export const PERMISSION_DENIED_MESSAGE = 'User does not have permissions to perform this action';
