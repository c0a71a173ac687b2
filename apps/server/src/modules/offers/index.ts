// What other parts of the server use of the offers feature.
export { recordOfferEvent } from './audit-trail.ts';
export { declineOffer } from './decline-offer.ts';
export { extendOffer } from './extend-offer.ts';
export { cancelOffer, reviseDocument } from './manage-offer.ts';
export type { OfferActor } from './offer-context.ts';
export { signDocument } from './sign-document.ts';
export { toOfferResponse } from './to-offer-response.ts';
export { updateEsignStatus } from './update-esign-status.ts';
