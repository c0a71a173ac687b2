// What other modules (the e-signature link, the reminder job, the demo data) use of offers.
export { declineOffer } from './decline-offer.ts';
export { readEsignLinkToken } from './esign-link.ts';
export { extendOffer } from './extend-offer.ts';
export { cancelOffer, reviseDocument } from './manage-offer.ts';
export { notifyOfferEvent } from './notify-offer-event.ts';
export { offerActorOf, type OfferActor } from './offer-context.ts';
export { isOpenStatus, isExpired } from './offer-rules.ts';
export { offerRefusal } from './offer-errors.ts';
export { changeOfferStatus } from './offer-status.ts';
export { registerOffers } from './register-offers.ts';
export { signDocument } from './sign-document.ts';
export { toOfferResponse } from './to-offer-response.ts';
export { updateEsignStatus } from './update-esign-status.ts';
