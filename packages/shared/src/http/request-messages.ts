/**
 * The request error catalogue, word for word as the product shows it.
 * These are the English texts; the web app translates them through i18next.
 */
export const REQUEST_MESSAGES = {
  requestFailed: 'There was a problem with the request',
  sessionTimedOut: 'Session timed out.',
  csrfInvalid: 'Invalid CSRF.',
  rateLimited: 'Please try again in a few minutes',
  permissionDenied: 'User does not have permissions to perform this action',
  apiResponseError: 'Error in api response',
  unexpectedError: 'Unexpected error occurred.',
  serverError: 'Server error. Please try again.',
  responseCheckFailed: 'Error with response',
  loadingResultsFailed: 'An error occurred while loading the results',
  fetchFailed: 'Failed to fetch data',
} as const;

export type RequestMessage = (typeof REQUEST_MESSAGES)[keyof typeof REQUEST_MESSAGES];
