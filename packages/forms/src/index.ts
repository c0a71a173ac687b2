// Public API of the form toolkit. See README.md.
export { FormRenderer } from './renderer/form-renderer.tsx';
export type { FormLayout, FormRendererProps } from './renderer/form-renderer.tsx';
export type {
  EsignHandlers,
  FetchJson,
  FileTransfer,
  FileUploadFailure,
  FormMode,
} from './renderer/form-renderer-context.ts';
export { FileUploadError } from './renderer/form-renderer-context.ts';
export type { ServerErrors } from './renderer/use-server-errors.ts';
export type { PreboardingAdminHandlers } from './layouts/preboarding-admin-layout.tsx';
export { FormEmptyState, FormErrorState, FormLoadingState } from './renderer/form-states.tsx';
export { CardActions, CardHeading, CardInfo, ListItemCard } from './helpers/list-item-card.tsx';
export { FullScreenLoader } from './helpers/full-screen-loader.tsx';
export { ImplementationPhaseBanner } from './helpers/implementation-phase-banner.tsx';
export { FormsI18nProvider } from './i18n/forms-i18n-provider.tsx';
export type { FormsTranslate } from './i18n/forms-i18n-context.ts';
export { formsUiMessages } from './i18n/forms-ui-messages.ts';
export type { FormsUiMessageKey } from './i18n/forms-ui-messages.ts';
export { toSubmissionValues } from './renderer/to-submission-values.ts';
export { clearOptionsCache } from './hooks/options-cache.ts';
export { loadCountryOptions, loadStateOptions } from './data/load-countries.ts';
export {
  formDefinitionSchema,
  formMessages,
  validateField,
  validateForm,
} from '@careers/shared/forms/index';
export type {
  FieldError,
  FormDefinition,
  FormItem,
  FormSection,
  FormValues,
} from '@careers/shared/forms/index';
