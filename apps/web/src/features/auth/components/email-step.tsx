import { requestCodeBodySchema } from '@careers/shared';
import { useState, type FormEvent } from 'react';
import { Form, Heading, Text } from 'react-aria-components';
import { Button } from '@/components/button/button.tsx';
import { FormMessage } from '@/components/form-message/form-message.tsx';
import { TextField } from '@/components/text-field/text-field.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useRequestCode } from '../api/request-code.ts';
import { toStepErrors } from './form-errors.ts';
import styles from './login-form.module.css';
import { useStepErrors } from './use-step-errors.ts';

type EmailStepProps = {
  defaultEmail: string;
  headingLevel: 1 | 2;
  onCodeSent: (email: string) => void;
};

/** Step 1: the address the code goes to. */
export const EmailStep = ({ defaultEmail, headingLevel, onCodeSent }: EmailStepProps) => {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState(defaultEmail);
  const { errors, setErrors, showErrors, inputRef } = useStepErrors();
  const requestCode = useRequestCode();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (requestCode.isPending) return;
    const parsed = requestCodeBodySchema.safeParse({ email });
    if (!parsed.success) return showErrors({ field: t('email.invalid') });
    setErrors({});
    try {
      await requestCode.mutateAsync(parsed.data);
      onCodeSent(parsed.data.email);
    } catch (error) {
      showErrors(toStepErrors(error, 'email', t('errors.generic')));
    }
  };

  return (
    <Form className={styles.form} onSubmit={handleSubmit} validationBehavior="aria">
      <header className={styles.header}>
        <Heading slot="title" level={headingLevel} className={styles.title}>
          {t('email.title')}
        </Heading>
        <Text className={styles.lead}>{t('email.intro')}</Text>
      </header>
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        spellCheck="false"
        label={t('email.label')}
        placeholder={t('email.placeholder')}
        inputRef={inputRef}
        value={email}
        onChange={(value) => {
          setEmail(value);
          if (errors.field) setErrors({});
        }}
        error={errors.field}
        isRequired
      />
      <FormMessage message={errors.form} />
      <Button
        type="submit"
        size="large"
        isPending={requestCode.isPending}
        pendingLabel={t('email.submitting')}
      >
        {t('email.submit')}
      </Button>
    </Form>
  );
};
