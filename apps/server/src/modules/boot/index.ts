export { requestLanguage } from './request-language.ts';
