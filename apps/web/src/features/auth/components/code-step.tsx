import { SIGN_IN_CODE_LENGTH, SIGN_IN_CODE_TTL_MINUTES } from '@careers/shared';
import { useState, type FormEvent } from 'react';
import { Form, Heading, Text } from 'react-aria-components';
import { Button } from '@/components/button/button.tsx';
import { FormMessage } from '@/components/form-message/form-message.tsx';
import { TextField } from '@/components/text-field/text-field.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useRequestCode } from '../api/request-code.ts';
import { useVerifyCode } from '../api/verify-code.ts';
import { toStepErrors } from './form-errors.ts';
import { MailIcon } from './icons.tsx';
import styles from './login-form.module.css';
import { useStepErrors } from './use-step-errors.ts';
import { useSecondsUntil } from './use-seconds-until.ts';

type CodeStepProps = {
  email: string;
  headingLevel: 1 | 2;
  /** Epoch ms from which 'Resend code' may be pressed again. */
  canResendAt: number;
  onResent: () => void;
  onChangeEmail: () => void;
  onSignedIn: () => void;
};

const CODE_PATTERN = new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`);

/** Step 2: the 6-digit code from the email, with resend and a way back to step 1. */
export const CodeStep = ({
  email,
  headingLevel,
  canResendAt,
  onResent,
  onChangeEmail,
  onSignedIn,
}: CodeStepProps) => {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const { errors, setErrors, showErrors, inputRef } = useStepErrors();
  const [notice, setNotice] = useState<string>();
  const verifyCode = useVerifyCode();
  const resendCode = useRequestCode();
  const secondsToResend = useSecondsUntil(canResendAt);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verifyCode.isPending) return;
    setNotice(undefined);
    if (!CODE_PATTERN.test(code)) return showErrors({ field: t('code.invalid') });
    setErrors({});
    try {
      await verifyCode.mutateAsync({ email, code });
      onSignedIn();
    } catch (error) {
      showErrors(toStepErrors(error, 'code', t('errors.generic')));
    }
  };

  const handleResend = async () => {
    setNotice(undefined);
    setErrors({});
    try {
      await resendCode.mutateAsync({ email });
      setCode('');
      setNotice(t('code.resent', { email }));
      onResent();
    } catch (error) {
      showErrors({
        form: toStepErrors(error, 'email', t('errors.generic')).form ?? t('errors.generic'),
      });
    }
    inputRef.current?.focus();
  };

  return (
    <Form className={styles.form} onSubmit={handleSubmit} validationBehavior="aria">
      <header className={styles.header}>
        <span className={styles.badge}>
          <MailIcon />
        </span>
        <Heading slot="title" level={headingLevel} className={styles.title}>
          {t('code.title')}
        </Heading>
        <Text className={styles.lead}>{t('code.sentTo', { email })}</Text>
        <Text className={styles.hint}>{t('code.expiry', { count: SIGN_IN_CODE_TTL_MINUTES })}</Text>
      </header>
      <TextField
        className={styles.codeField}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={SIGN_IN_CODE_LENGTH}
        label={t('code.label')}
        inputRef={inputRef}
        value={code}
        onChange={(value) => {
          setCode(value.replace(/\D/g, '').slice(0, SIGN_IN_CODE_LENGTH));
          if (errors.field) setErrors({});
        }}
        error={errors.field}
        isRequired
      />
      <FormMessage message={errors.form} />
      <FormMessage tone="info" message={notice} />
      <Button
        type="submit"
        size="large"
        isPending={verifyCode.isPending}
        pendingLabel={t('code.submitting')}
      >
        {t('code.submit')}
      </Button>
      <div className={styles.secondaryActions}>
        <Button
          variant="quiet"
          onPress={handleResend}
          isPending={resendCode.isPending}
          isDisabled={secondsToResend > 0}
          pendingLabel={t('code.resending')}
        >
          {secondsToResend > 0
            ? t('code.resendIn', { seconds: secondsToResend })
            : t('code.resend')}
        </Button>
        <Button variant="quiet" onPress={onChangeEmail} isDisabled={verifyCode.isPending}>
          {t('code.changeEmail')}
        </Button>
      </div>
    </Form>
  );
};
