// The chat assistant, loaded lazily by the shell on the search page.
export { ChatAssistant } from './components/chat-assistant.tsx';
