import { signatureMatchError } from '@careers/shared';

/**
 * The signature form's rules: the field is required, checked first; then the typed text must
 * match the profile's full name by the shared rule (`signatureMatchError`), which the server
 * applies again.
 */
export type SignatureError = 'required' | 'mismatch';

export { signatureMatchError };

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
