import { REFERRAL_NOTE_MAX } from '@careers/shared';
import { useState, type FormEvent } from 'react';
import { DialogTrigger, Label, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { PressButton } from '@/components/button/press-button.tsx';
import { Button } from '@/components/button/button.tsx';
import { FormMessage } from '@/components/form-message/form-message.tsx';
import { dialogClassNames, ModalDialog } from '@/components/modal-dialog/modal-dialog.tsx';
import { TextField } from '@/components/text-field/text-field.tsx';
import { useCreateReferral } from '@/lib/data/referrals.ts';
import { errorText, fieldErrorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './refer-friend-dialog.module.css';

type Position = { id: number; name: string };

const ReferFriendForm = ({ position, onClose }: { position: Position; onClose: () => void }) => {
  const { t } = useTranslation('dashboard');
  const refer = useCreateReferral();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    refer.mutate({ position_id: position.id, name, email, note });
  };
  if (refer.isSuccess)
    return (
      <>
        <p role="status">{t('refer.sent', { name: refer.data.name, email: refer.data.email })}</p>
        <div className={dialogClassNames.actions}>
          <Button onPress={onClose}>{t('refer.close')}</Button>
        </div>
      </>
    );
  const failure = refer.error;
  const generalError =
    failure && !fieldErrorText(failure, 'name') && !fieldErrorText(failure, 'email')
      ? errorText(failure, t('refer.failed'))
      : undefined;
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <p className={styles.intro}>{t('refer.intro', { position: position.name })}</p>
      <TextField
        label={t('refer.name')}
        value={name}
        onChange={setName}
        isRequired
        hasRequiredMark
        autoComplete="off"
        error={failure ? fieldErrorText(failure, 'name') : undefined}
      />
      <TextField
        label={t('refer.email')}
        type="email"
        value={email}
        onChange={setEmail}
        isRequired
        hasRequiredMark
        autoComplete="off"
        error={failure ? fieldErrorText(failure, 'email') : undefined}
      />
      <AriaTextField
        className={styles.note}
        value={note}
        onChange={setNote}
        maxLength={REFERRAL_NOTE_MAX}
      >
        <Label className={styles.label}>{t('refer.note')}</Label>
        <TextArea className={styles.textarea} rows={3} />
      </AriaTextField>
      <FormMessage message={generalError} />
      <div className={dialogClassNames.actions}>
        <Button variant="secondary" onPress={onClose} isDisabled={refer.isPending}>
          {t('refer.cancel')}
        </Button>
        <Button type="submit" isPending={refer.isPending} pendingLabel={t('refer.sending')}>
          {t('refer.send')}
        </Button>
      </div>
    </form>
  );
};

/** 'Refer a friend' on a job's page: the friend's name, email and a note; we email them the link. */
export const ReferFriendButton = ({ position }: { position: Position }) => {
  const { t } = useTranslation('dashboard');
  return (
    <DialogTrigger>
      <PressButton variant="secondary" size="large">
        {t('refer.button')}
      </PressButton>
      <ModalDialog title={t('refer.button')}>
        {(close) => <ReferFriendForm position={position} onClose={close} />}
      </ModalDialog>
    </DialogTrigger>
  );
};
