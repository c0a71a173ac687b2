/**
 * The typed signature's rule, kept as specified even where it is odd: with a full name on the
 * profile the typed text must equal it exactly; without one, any non-empty text fails the same
 * way, so a blank is the only value this rule accepts (odd, preserved). The signature form checks
 * it in the browser and the server checks it again on every typed signature (form and hosted page).
 */
export const signatureMatchError = (text: string, fullName: string): 'mismatch' | undefined => {
  if (fullName) return text === fullName ? undefined : 'mismatch';
  return text === '' ? undefined : 'mismatch';
};

/** The server's words for a typed name that is not the profile's full name. */
export const SIGNATURE_MISMATCH_MESSAGE =
  'Please enter your full name as shown on the offer letter and your profile';
