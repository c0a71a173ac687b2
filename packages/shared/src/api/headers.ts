/** Header names of the request conventions: CSRF token and refusal, and the sign-in prompt. */
export const HEADERS = {
  csrfToken: 'X-CSRF-Token',
  csrfInvalid: 'X-CSRF-Invalid',
  loginRequired: 'X-Login-Required',
} as const;
