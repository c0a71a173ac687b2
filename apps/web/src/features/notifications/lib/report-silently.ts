/** Spec 000 section 8: notification calls fail silently, logged to the console only. */
export const reportSilently = (what: string, error: unknown) => {
  console.error(`Notifications: ${what} failed`, error);
};
