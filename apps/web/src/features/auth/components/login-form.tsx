import { useState } from 'react';
import { CodeStep } from './code-step.tsx';
import { EmailStep } from './email-step.tsx';

/** 'Resend code' stays disabled this long after a code was sent. */
export const RESEND_COOLDOWN_MS = 30_000;

type LoginFormProps = {
  onSignedIn: () => void;
  /** 2 inside the modal, 1 on the login page. */
  headingLevel?: 1 | 2;
};

type Step = { name: 'email' } | { name: 'code'; canResendAt: number };

/**
 * Passwordless sign-in: an email address, then the 6-digit code sent to it. Shared by the login
 * modal and the login page; on success the boot data is already refreshed when onSignedIn runs.
 */
export const LoginForm = ({ onSignedIn, headingLevel = 2 }: LoginFormProps) => {
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<Step>({ name: 'email' });

  if (step.name === 'email') {
    return (
      <EmailStep
        defaultEmail={email}
        headingLevel={headingLevel}
        onCodeSent={(sentTo) => {
          setEmail(sentTo);
          setStep({ name: 'code', canResendAt: Date.now() + RESEND_COOLDOWN_MS });
        }}
      />
    );
  }
  return (
    <CodeStep
      email={email}
      headingLevel={headingLevel}
      canResendAt={step.canResendAt}
      onResent={() => setStep({ name: 'code', canResendAt: Date.now() + RESEND_COOLDOWN_MS })}
      onChangeEmail={() => setStep({ name: 'email' })}
      onSignedIn={onSignedIn}
    />
  );
};
