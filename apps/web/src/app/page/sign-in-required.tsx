import { Button } from '@/components/button/button.tsx';
import { StatusPanel } from '@/components/status-panel/status-panel.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useLoginModal } from '@/lib/login-modal/index.ts';

/** What a visitor sees behind the login modal on a protected page. */
export const SignInRequired = () => {
  const { t } = useTranslation('shell');
  const { openLoginModal } = useLoginModal();
  return (
    <StatusPanel
      headingId="sign-in-required-heading"
      heading={t('signInRequired.heading')}
      mark={
        <svg viewBox="0 0 24 24" strokeWidth="1.75">
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V8a4 4 0 0 1 8 0v3" />
        </svg>
      }
      texts={[t('signInRequired.text')]}
      actions={<Button onPress={() => openLoginModal()}>{t('signInRequired.action')}</Button>}
    />
  );
};
