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

export type EsignMode = 'type' | 'draw';
export type EsignError = 'nameRequired' | 'drawingRequired' | 'mismatch';

/**
 * The e-signature's rules, as the server applies them: a full name always (the profile's, by
 * the shared rule), and a drawing when the candidate chose to draw.
 */
export const validateEsign = (input: {
  mode: EsignMode;
  name: string;
  fullName: string;
  drawing: string | null;
}): EsignError | undefined => {
  if (input.name === '') return 'nameRequired';
  if (signatureMatchError(input.name, input.fullName)) return 'mismatch';
  if (input.mode === 'draw' && !input.drawing) return 'drawingRequired';
  return undefined;
};
