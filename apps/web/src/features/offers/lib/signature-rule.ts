/**
 * The signature field rule, kept as specified even where it is odd: with a full name on the
 * profile the typed text must equal it exactly; without one, any non-empty text fails the same
 * way, so a blank is the only value this rule accepts (odd, preserved). The field is required as
 * well, which is checked first.
 */
export type SignatureError = 'required' | 'mismatch';

export const signatureMatchError = (text: string, fullName: string): 'mismatch' | undefined => {
  if (fullName) return text === fullName ? undefined : 'mismatch';
  return text === '' ? undefined : 'mismatch';
};

export const validateSignatureForm = (input: {
  agreed: boolean;
  signature: string;
  fullName: string;
}): { terms?: 'required'; signature?: SignatureError } => ({
  ...(!input.agreed && { terms: 'required' as const }),
  ...(input.signature === ''
    ? { signature: 'required' as const }
    : signatureMatchError(input.signature, input.fullName) && { signature: 'mismatch' as const }),
});
