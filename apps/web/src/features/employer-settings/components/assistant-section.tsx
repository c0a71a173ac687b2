import type { ChatbotxConfig } from '@careers/shared';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { FieldErrors } from '../lib/field-errors.ts';
import { CheckSetting } from './check-setting.tsx';
import { FaqEditor } from './faq-editor.tsx';
import { SettingsSection } from './settings-section.tsx';
import { TextSetting } from './text-setting.tsx';
import styles from './settings.module.css';

type Model = NonNullable<ChatbotxConfig['model']>;

/** A model with neither address nor name is none: the built-in assistant answers alone. */
const modelOrNothing = (model: Model): Model | undefined =>
  model.url.trim() || model.name.trim() ? model : undefined;

/** The chat assistant of the search page: copilot mode, greeting, FAQ and an optional model. */
export const AssistantSection = ({
  value,
  errors,
  onChange,
}: {
  value: ChatbotxConfig;
  errors: FieldErrors;
  onChange: (value: ChatbotxConfig) => void;
}) => {
  const { t } = useTranslation('employer-settings');
  const model = value.model ?? { url: '', name: '', timeoutMs: 8_000 };
  const setModel = (next: Model) => {
    const { model: _dropped, ...rest } = value;
    const kept = modelOrNothing(next);
    onChange(kept ? { ...rest, model: kept } : rest);
  };
  return (
    <SettingsSection title={t('assistant.title')} description={t('assistant.description')}>
      <CheckSetting
        path="chatbotxConfig.copilotMode"
        label={t('assistant.copilotMode')}
        isChecked={value.copilotMode}
        errors={errors}
        onChange={(copilotMode) => onChange({ ...value, copilotMode })}
      />
      <TextSetting
        path="chatbotxConfig.greeting"
        label={t('assistant.greeting')}
        hint={t('assistant.greetingHint')}
        rows={2}
        value={value.greeting}
        errors={errors}
        onChange={(greeting) => onChange({ ...value, greeting })}
      />
      <FaqEditor
        entries={value.faq}
        errors={errors}
        onChange={(faq) => onChange({ ...value, faq })}
      />
      <fieldset className={styles.fieldset}>
        <legend>{t('assistant.model')}</legend>
        <p className={styles.hint}>{t('assistant.modelHint')}</p>
        <TextSetting
          path="chatbotxConfig.model.url"
          label={t('assistant.modelUrl')}
          type="url"
          dir="ltr"
          value={model.url}
          errors={errors}
          onChange={(url) => setModel({ ...model, url })}
        />
        <TextSetting
          path="chatbotxConfig.model.name"
          label={t('assistant.modelName')}
          dir="ltr"
          value={model.name}
          errors={errors}
          onChange={(name) => setModel({ ...model, name })}
        />
      </fieldset>
    </SettingsSection>
  );
};
