import { useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '@/components/button/button.tsx';
import { FormMessage } from '@/components/form-message/form-message.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useBootstrapProfile } from '@/lib/data/onboarding.ts';
import { errorText, fieldErrorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { ResumeUpload } from '@/lib/resume-upload/resume-upload.tsx';
import {
  firstFieldInError,
  validateNames,
  type NameErrors,
  type NameField as Field,
} from './bootstrap-validation.ts';
import { NameField } from './name-field.tsx';
import { PersonIcon } from './person-icon.tsx';
import styles from './profile-bootstrapping-screen.module.css';

export type ProfileBootstrappingScreenProps = { onDone: () => void };

const initials = (...names: string[]) =>
  names
    .map((name) => name.trim().charAt(0).toLocaleUpperCase())
    .join('')
    .trim();

/** The first step of a new candidate: their name, before any page of the site is shown. */
export const ProfileBootstrappingScreen = ({ onDone }: ProfileBootstrappingScreenProps) => {
  const { t } = useTranslation('onboarding');
  const { t: tProfile } = useTranslation('profile');
  const { user, config } = useBootData();
  const [values, setValues] = useState({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
  });
  const [errors, setErrors] = useState<NameErrors>({});
  const [formError, setFormError] = useState<string>();
  const firstNameRef = useRef<HTMLInputElement>(null);
  const lastNameRef = useRef<HTMLInputElement>(null);
  const bootstrap = useBootstrapProfile();

  const showErrors = (next: NameErrors, message?: string) => {
    setErrors(next);
    setFormError(message);
    const field = firstFieldInError(next) ?? 'firstName';
    (field === 'firstName' ? firstNameRef : lastNameRef).current?.focus();
  };

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (bootstrap.isPending) return;
    const result = validateNames(values, t);
    if (result.errors) return showErrors(result.errors);
    setErrors({});
    setFormError(undefined);
    try {
      await bootstrap.mutateAsync(result.data);
      onDone();
    } catch (error) {
      const fields: NameErrors = {
        firstName: fieldErrorText(error, 'firstName'),
        lastName: fieldErrorText(error, 'lastName'),
      };
      const message = errorText(error, t('errors.generic'));
      showErrors(fields, firstFieldInError(fields) ? undefined : message);
    }
  };

  const avatar = initials(values.firstName, values.lastName);
  // The resume's names fill the fields the candidate left empty; they review them, then continue.
  const fillFromResume = ({ candidate }: { candidate: { firstName: string; lastName: string } }) =>
    setValues((current) => ({
      firstName: current.firstName || candidate.firstName,
      lastName: current.lastName || candidate.lastName,
    }));

  return (
    <div className={styles.page}>
      <Form
        className={styles.card}
        onSubmit={handleSubmit}
        validationBehavior="aria"
        aria-labelledby="profile-bootstrap-title"
      >
        <span className={styles.avatar} aria-hidden="true">
          {avatar || <PersonIcon />}
        </span>
        <h1 id="profile-bootstrap-title" className={styles.title}>
          {t('bootstrap.title')}
        </h1>
        <p className={styles.intro}>
          {t('bootstrap.intro', { company: config.branding.companyName })}
        </p>
        {user?.email ? (
          <p className={styles.account}>{t('bootstrap.signedInAs', { email: user.email })}</p>
        ) : null}
        <div className={styles.fields}>
          <NameField
            name="firstName"
            label={t('bootstrap.firstName')}
            autoComplete="given-name"
            value={values.firstName}
            error={errors.firstName}
            inputRef={firstNameRef}
            onChange={change('firstName')}
          />
          <NameField
            name="lastName"
            label={t('bootstrap.lastName')}
            autoComplete="family-name"
            value={values.lastName}
            error={errors.lastName}
            inputRef={lastNameRef}
            onChange={change('lastName')}
          />
        </div>
        <div className={styles.resume}>
          <p className={styles.legend}>{tProfile('upload.bootstrapText')}</p>
          <ResumeUpload variant="secondary" onUploaded={fillFromResume} />
        </div>
        <p className={styles.legend}>{t('bootstrap.requiredLegend')}</p>
        <FormMessage message={formError} />
        <Button
          type="submit"
          size="large"
          className={styles.submit}
          isPending={bootstrap.isPending}
          pendingLabel={t('bootstrap.submitting')}
        >
          {t('bootstrap.submit')}
        </Button>
      </Form>
    </div>
  );
};
