import type { ChatbotxFaqEntry } from '@careers/shared';
import { Button } from '@/components/button/button.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { FieldErrors } from '../lib/field-errors.ts';
import { TextSetting } from './text-setting.tsx';
import styles from './settings.module.css';

const PATH = 'chatbotxConfig.faq';

const keywordsOf = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/** The questions the assistant answers about the employer: added, edited and removed. */
export const FaqEditor = ({
  entries,
  errors,
  onChange,
}: {
  entries: ChatbotxFaqEntry[];
  errors: FieldErrors;
  onChange: (entries: ChatbotxFaqEntry[]) => void;
}) => {
  const { t } = useTranslation('employer-settings');
  const replace = (index: number, entry: ChatbotxFaqEntry) =>
    onChange(entries.map((current, at) => (at === index ? entry : current)));
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('assistant.faq')}</legend>
      {entries.length === 0 ? <p className={styles.hint}>{t('assistant.faqEmpty')}</p> : null}
      <ol className={styles.faqList}>
        {entries.map((entry, index) => (
          <li key={index} className={styles.faqEntry}>
            <TextSetting
              path={`${PATH}.${index}.question`}
              label={t('assistant.question', { number: index + 1 })}
              value={entry.question}
              errors={errors}
              onChange={(question) => replace(index, { ...entry, question })}
            />
            <TextSetting
              path={`${PATH}.${index}.answer`}
              label={t('assistant.answer', { number: index + 1 })}
              rows={3}
              value={entry.answer}
              errors={errors}
              onChange={(answer) => replace(index, { ...entry, answer })}
            />
            <TextSetting
              path={`${PATH}.${index}.keywords`}
              label={t('assistant.keywords', { number: index + 1 })}
              hint={t('assistant.keywordsHint')}
              value={entry.keywords.join(', ')}
              errors={errors}
              onChange={(text) => replace(index, { ...entry, keywords: keywordsOf(text) })}
            />
            <Button
              variant="secondary"
              aria-label={t('assistant.removeQuestion', { number: index + 1 })}
              onPress={() => onChange(entries.filter((_, at) => at !== index))}
            >
              {t('remove')}
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        onPress={() => onChange([...entries, { question: '', answer: '', keywords: [] }])}
      >
        {t('assistant.addQuestion')}
      </Button>
    </fieldset>
  );
};
