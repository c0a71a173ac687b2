import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { listItems } from '@careers/shared/forms/index';
import type { FormDefinition, FormItem, FormValues } from '@careers/shared/forms/index';
import { FormsI18nContext, createFormsI18n } from '../i18n/forms-i18n-context.ts';
import type { FormsTranslate } from '../i18n/forms-i18n-context.ts';
import { useFormsI18n } from '../i18n/use-forms-i18n.ts';
import { SimpleFormLayout } from '../layouts/simple-form-layout.tsx';
import { StepperFormLayout } from '../layouts/stepper-form-layout.tsx';
import { HtmlFormLayout } from '../layouts/html-form-layout.tsx';
import { PreboardingAdminLayout } from '../layouts/preboarding-admin-layout.tsx';
import type { PreboardingAdminHandlers } from '../layouts/preboarding-admin-layout.tsx';
import { useVisibleSections } from '../layouts/use-visible-sections.ts';
import { FormEmptyState } from './form-states.tsx';
import { FormRendererContext, defaultFetchJson } from './form-renderer-context.ts';
import type {
  EsignHandlers,
  FileTransfer,
  FetchJson,
  FormMode,
  FormRendererContextValue,
} from './form-renderer-context.ts';
import { toSubmissionValues } from './to-submission-values.ts';
import { useServerErrors } from './use-server-errors.ts';
import type { ServerErrors } from './use-server-errors.ts';
import layoutStyles from '../layouts/layouts.module.css';

export type FormLayout = 'simple' | 'stepper' | 'html' | 'preboardingAdmin';

export type FormRendererProps = {
  definition: FormDefinition;
  values?: FormValues;
  mode?: FormMode;
  layout?: FormLayout;
  /** Called with stored values (phones as calling code + number) once every rule passes. */
  onSubmit?: (values: FormValues) => void | Promise<void>;
  serverErrors?: ServerErrors;
  submitLabel?: string;
  /** Extra buttons beside the submit button (e.g. Cancel, Save draft). */
  actions?: ReactNode;
  metaItems?: ReactNode;
  bottomItems?: ReactNode;
  /** Label of the stepper's nav landmark; default 'Application sections'. */
  navLabel?: string;
  admin?: PreboardingAdminHandlers;
  esign?: EsignHandlers;
  fetchJson?: FetchJson;
  /** Where file fields send their files (see FileTransfer); absent, files stay in the answers. */
  files?: FileTransfer;
  /** Overrides the language / translate of a surrounding FormsI18nProvider. */
  language?: string;
  translate?: FormsTranslate;
  defaultCountry?: string;
  now?: () => Date;
  /** Accessible name of the form element. */
  ariaLabel?: string;
};

function windowCountry(): string {
  const code =
    typeof window === 'undefined' ? undefined : (window as { countryCode?: unknown }).countryCode;
  return typeof code === 'string' && code.length === 2 ? code.toUpperCase() : 'US';
}

const systemNow = () => new Date();
const noValues: FormValues = {};

function FormBody(props: FormRendererProps & { mode: FormMode; layout: FormLayout }) {
  const { definition, values = noValues, mode, onSubmit } = props;
  const { ui } = useFormsI18n();
  const formId = useId().replace(/:/g, '');
  const form = useForm<FormValues>({
    mode: 'onBlur',
    defaultValues: values,
    shouldUnregister: mode === 'edit',
    shouldFocusError: true,
  });
  useServerErrors(form, definition, props.serverErrors);
  // Answers that arrive after the first render (loaded later) replace the form's values.
  const initialValues = useRef(values);
  const { reset } = form;
  useEffect(() => {
    if (initialValues.current === values) return;
    initialValues.current = values;
    reset(values);
  }, [values, reset]);
  const items = useMemo(() => listItems(definition), [definition]);
  const findItem = useCallback(
    (name: string): FormItem | undefined => items.find((item) => item.name === name),
    [items],
  );
  const context: FormRendererContextValue = useMemo(
    () => ({
      mode,
      fetchJson: props.fetchJson ?? defaultFetchJson,
      esign: props.esign ?? {},
      ...(props.files && { files: props.files }),
      now: props.now ?? systemNow,
      defaultCountry: props.defaultCountry ?? windowCountry(),
      findItem,
      showImages: props.layout === 'html',
      values,
    }),
    [
      mode,
      props.fetchJson,
      props.esign,
      props.files,
      props.now,
      props.defaultCountry,
      findItem,
      props.layout,
      values,
    ],
  );
  const isSubmitting = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (answers) => {
    await onSubmit?.(toSubmissionValues(definition, answers));
  });
  const actions =
    mode === 'edit' && (onSubmit || props.actions) ? (
      <>
        {props.actions}
        {onSubmit ? (
          <button
            type="submit"
            className={layoutStyles.primary}
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {props.submitLabel ?? ui('submit')}
          </button>
        ) : null}
      </>
    ) : null;

  return (
    <FormRendererContext.Provider value={context}>
      <FormProvider {...form}>
        <form id={formId} noValidate onSubmit={submit} aria-label={props.ariaLabel}>
          <FormLayoutSwitch {...props} formId={formId} actions={actions} />
        </form>
      </FormProvider>
    </FormRendererContext.Provider>
  );
}

function FormLayoutSwitch(
  props: FormRendererProps & { layout: FormLayout; formId: string; actions: ReactNode },
) {
  const sections = useVisibleSections(props.definition, props.formId);
  if (!sections.length) return <FormEmptyState />;
  const shared = {
    sections,
    actions: props.actions,
    metaItems: props.metaItems,
    bottomItems: props.bottomItems,
  };
  if (props.layout === 'stepper')
    return <StepperFormLayout {...shared} navLabel={props.navLabel} />;
  if (props.layout === 'html') return <HtmlFormLayout {...shared} />;
  if (props.layout === 'preboardingAdmin')
    return <PreboardingAdminLayout {...shared} admin={props.admin} />;
  return <SimpleFormLayout {...shared} />;
}

/**
 * Renders a form definition in edit or view mode with one of the four layouts. Validation runs on
 * blur and on submit (focusing the first error) with the shared rules of @careers/shared.
 */
export function FormRenderer({ mode = 'edit', layout = 'simple', ...props }: FormRendererProps) {
  const body = <FormBody {...props} mode={mode} layout={layout} />;
  if (props.language === undefined && props.translate === undefined) return body;
  return (
    <LocalI18n language={props.language} translate={props.translate}>
      {body}
    </LocalI18n>
  );
}

function LocalI18n({
  language,
  translate,
  children,
}: {
  language?: string;
  translate?: FormsTranslate;
  children: ReactNode;
}) {
  const value = useMemo(() => createFormsI18n(language, translate), [language, translate]);
  return <FormsI18nContext.Provider value={value}>{children}</FormsI18nContext.Provider>;
}
