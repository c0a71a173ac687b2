import { useState } from 'react';
import { Button } from '@/components/button/button.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './theme-builder.module.css';
import { ThemePanel } from './theme-panel.tsx';

/**
 * The theme builder over the live careers site: a button that opens the panel. Only theme-builder
 * users get this chunk (the shell decides).
 */
export const ThemeBuilder = () => {
  const { t } = useTranslation('theme-builder');
  const [isOpen, setIsOpen] = useState(false);
  if (isOpen) return <ThemePanel onClose={() => setIsOpen(false)} />;
  return (
    <Button className={styles.launcher} onPress={() => setIsOpen(true)}>
      {t('open')}
    </Button>
  );
};
