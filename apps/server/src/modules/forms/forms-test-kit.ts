import type { FormDefinition } from '@careers/shared';
import { defaultTenantId } from '../form-responses/form-responses-test-kit.ts';
import type { TestApp } from '../../test/test-app.ts';
import { saveFormDefinition } from './save-form-definition.ts';

export const storeForm = async (
  t: TestApp,
  formId: string,
  definition: FormDefinition,
  options: { isPublic?: boolean; title?: string } = {},
) =>
  saveFormDefinition(t.app.deps, await defaultTenantId(t), {
    form_id: formId,
    title: options.title ?? formId,
    kind: 'questionnaire',
    is_public: options.isPublic ?? false,
    definition,
  });
