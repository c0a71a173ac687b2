// What other modules (housekeeping, the account's export and deletion) use of the chat assistant.
export { removeExpiredChatMessages } from './chat-history.ts';
export { chatRoutes } from './chat.routes.ts';
