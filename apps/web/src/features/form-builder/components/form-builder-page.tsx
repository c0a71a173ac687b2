import { FormRenderer, type FormDefinition, type FormItem } from '@careers/forms';
import { useState } from 'react';
import { Button } from '@/components/button/button.tsx';
import { AppFormsProvider } from '@/lib/forms/app-forms-provider.tsx';
import { errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { useSaveForm } from '../api/admin-forms.ts';
import { AssignFormPanel } from './assign-form-panel.tsx';
import styles from './form-builder.module.css';
import { FormPreview } from './form-preview.tsx';
import { duplicateQuestion, newQuestion, reorderQuestions } from './question-draft.ts';
import { QuestionEditor } from './question-editor.tsx';

/**
 * The employer's forms builder: questions in the preboarding admin layout (duplicate, edit,
 * delete, move up and down), a preview in the HTML and stepper layouts, save, and assign.
 */
export const FormBuilderPage = () => {
  const { t } = useTranslation('form-builder');
  const [title, setTitle] = useState('');
  const [formId, setFormId] = useState('');
  const [items, setItems] = useState<FormItem[]>([]);
  const [editing, setEditing] = useState<string | null>(null);
  const [savedKey, setSavedKey] = useState<string | null>(null);
  const save = useSaveForm();
  const definition: FormDefinition = { sections: [{ title: title || t('untitled'), items }] };
  const key = JSON.stringify({ title, formId, items });
  const editedItem = items.find((item) => item.name === editing);

  const handleAdd = () => {
    const item = newQuestion(items, t('newQuestion', { number: items.length + 1 }));
    setItems([...items, item]);
    setEditing(item.name);
  };
  const handleSave = () =>
    save.mutate(
      { form_id: formId.trim(), title: title.trim(), kind: 'questionnaire', definition },
      {
        onSuccess: () => {
          setSavedKey(key);
          toast.success(t('saved'));
        },
        onError: (error) => toast.error(errorText(error, t('saveFailed'))),
      },
    );

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <section className={styles.card} aria-labelledby="form-builder-details">
        <h2 id="form-builder-details" className="visually-hidden">
          {t('details')}
        </h2>
        <label className={styles.field}>
          <span>{t('formTitle')}</span>
          <input
            className={styles.input}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </label>
        <div className={styles.field}>
          <label htmlFor="form-builder-id">{t('formId')}</label>
          <input
            id="form-builder-id"
            className={styles.input}
            value={formId}
            aria-describedby="form-builder-id-hint"
            onChange={(event) => setFormId(event.target.value)}
          />
          <span id="form-builder-id-hint" className={styles.hint}>
            {t('formIdHint')}
          </span>
        </div>
      </section>
      <section className={styles.card} aria-labelledby="form-builder-questions">
        <h2 id="form-builder-questions" className={styles.subtitle}>
          {t('questions')}
        </h2>
        {items.length === 0 ? (
          <p className={styles.hint}>{t('empty')}</p>
        ) : (
          <AppFormsProvider>
            <FormRenderer
              key={items.map((item) => item.name).join('|')}
              definition={definition}
              layout="preboardingAdmin"
              mode="edit"
              ariaLabel={t('questions')}
              admin={{
                onDuplicateQuestion: (item) =>
                  setItems(
                    duplicateQuestion(
                      items,
                      item,
                      t('copyLabel', { label: item.label ?? item.name }),
                    ),
                  ),
                onEditQuestion: (item) => setEditing(item.name),
                onDeleteQuestion: (item) => {
                  setItems(items.filter((entry) => entry.name !== item.name));
                  if (editing === item.name) setEditing(null);
                },
                onReorderQuestions: (_section, names) =>
                  setItems((current) => reorderQuestions(current, names)),
              }}
            />
          </AppFormsProvider>
        )}
        {editedItem && (
          <QuestionEditor
            key={editedItem.name}
            item={editedItem}
            onDone={(next) => {
              setItems(items.map((item) => (item.name === next.name ? next : item)));
              setEditing(null);
            }}
          />
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onPress={handleAdd}>
            {t('addQuestion')}
          </Button>
          <Button
            isDisabled={!title.trim() || !formId.trim() || items.length === 0}
            isPending={save.isPending}
            pendingLabel={t('saving')}
            onPress={handleSave}
          >
            {t('save')}
          </Button>
        </div>
      </section>
      {items.length > 0 && <FormPreview definition={definition} />}
      <AssignFormPanel formId={formId.trim()} isSaved={savedKey === key} />
    </div>
  );
};
