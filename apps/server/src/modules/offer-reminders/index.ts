export { registerOfferReminders } from './register-offer-reminders.ts';
