import type { Profile } from '@careers/shared';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import type { Area } from 'react-easy-crop';
import { PressButton } from '@/components/button/press-button.tsx';
import { Button } from '@/components/button/button.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { useSaveProfile } from '../api/use-save-profile.ts';
import { cropToDataUrl, readFileAsDataUrl } from '../lib/crop-image.ts';
import { AvatarCropDialog } from './avatar-crop-dialog.tsx';
import styles from './profile-page.module.css';

const initialsOf = (profile: Profile) =>
  [profile.firstName, profile.lastName]
    .map((name) => name.trim().charAt(0).toLocaleUpperCase())
    .join('');

/** The candidate's picture (change with crop, or remove), name, headline and email. */
export const ProfileHeader = ({ profile }: { profile: Profile }) => {
  const { t } = useTranslation('profile');
  const { save, isPending } = useSaveProfile();
  const [source, setSource] = useState<string | null>(null);
  const name = [profile.preferredName || profile.firstName, profile.lastName]
    .filter(Boolean)
    .join(' ');

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (file) readFileAsDataUrl(file).then(setSource, () => toast.error(t('errors.generic')));
  };
  const saveAvatar = async (value: string | null) => {
    if (await save({ op_section: 'avatar', operation: 'update', op_data: { value } }))
      setSource(null);
  };
  const crop = (area: Area) => {
    if (!source) return;
    cropToDataUrl(source, area).then(saveAvatar, () => toast.error(t('errors.generic')));
  };

  return (
    <header className={styles.header}>
      <div className={styles.avatar}>
        {profile.avatar ? (
          <img src={profile.avatar} alt={t('avatar.alt')} className={styles.avatarImage} />
        ) : (
          <span aria-hidden="true">{initialsOf(profile)}</span>
        )}
      </div>
      <div className={styles.headerText}>
        <h1 className={styles.name}>{name || t('heading')}</h1>
        {profile.headline ? <p className={styles.headline}>{profile.headline}</p> : null}
        <p className={styles.muted}>{profile.email}</p>
        <div className={styles.itemActions}>
          <FileTrigger acceptedFileTypes={['image/png', 'image/jpeg']} onSelect={choose}>
            <PressButton variant="secondary">{t('avatar.change')}</PressButton>
          </FileTrigger>
          {profile.avatar ? (
            <Button variant="ghost" isDisabled={isPending} onPress={() => void saveAvatar(null)}>
              {t('avatar.remove')}
            </Button>
          ) : null}
        </div>
      </div>
      <AvatarCropDialog
        key={source ? 'open' : 'closed'}
        source={source}
        isPending={isPending}
        onCancel={() => setSource(null)}
        onSave={crop}
      />
    </header>
  );
};
