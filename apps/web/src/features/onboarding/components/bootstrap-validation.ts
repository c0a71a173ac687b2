import { profileBootstrapBodySchema, type ProfileBootstrapBody } from '@careers/shared';
import { type TFunction } from '@/lib/i18n/index.ts';

export type NameField = keyof ProfileBootstrapBody;
export type NameErrors = Partial<Record<NameField, string>>;

export const NAME_FIELDS: readonly NameField[] = ['firstName', 'lastName'];
const MAX_LENGTH = 100;

const isNameField = (key: PropertyKey | undefined): key is NameField =>
  key === 'firstName' || key === 'lastName';

/** The shared contract's rules (required after trimming, 100 characters at most) in our words. */
export const validateNames = (
  values: ProfileBootstrapBody,
  t: TFunction,
):
  { data: ProfileBootstrapBody; errors?: undefined } | { data?: undefined; errors: NameErrors } => {
  const parsed = profileBootstrapBodySchema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const errors: NameErrors = {};
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    if (!isNameField(field) || errors[field]) continue;
    errors[field] =
      issue.code === 'too_big'
        ? t('bootstrap.tooLong', { count: MAX_LENGTH })
        : t(field === 'firstName' ? 'bootstrap.firstNameRequired' : 'bootstrap.lastNameRequired');
  }
  return { errors };
};

/** The first field with an error, in the order they are shown. */
export const firstFieldInError = (errors: NameErrors): NameField | undefined =>
  NAME_FIELDS.find((field) => errors[field]);
