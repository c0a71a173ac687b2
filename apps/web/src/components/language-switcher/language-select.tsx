import { matchLanguage, textDirection } from '@careers/shared';
import { useMemo } from 'react';
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { rememberLanguage, useTranslation } from '@/lib/i18n/index.ts';
import { useWidgetArrival, type ArrivalProps } from '@/lib/load-on-intent/widget-arrival.ts';
import { GlobeIcon } from './globe-icon.tsx';
import { hrefInLanguage, languageOptions } from './language-names.ts';
import styles from './language-switcher.module.css';

export type LanguageSwitcherProps = {
  /** Where it stands: the navbar's is compact, the footer's shows its label. */
  placement: 'navbar' | 'footer';
  /** Opens the page in the chosen language (a full load, so the server answers in it too). */
  onChoose?: (href: string) => void;
  /** Takes the focus when it appears (its stand-in had it). */
  hasFocusAtFirst?: boolean;
  /** Opens as it appears (its stand-in was pressed). */
  isOpenAtFirst?: boolean;
};

const openInLanguage = (href: string) => window.location.assign(href);

/**
 * The interface language, chosen from a list of every language named in itself (each option
 * carries its `lang` and `dir`, so a screen reader reads it in its own voice). The choice is kept
 * in the `hl` cookie and the page reopens with `hl` set.
 */
export const LanguageSelect = ({
  placement,
  onChoose = openInLanguage,
  ...arrival
}: LanguageSwitcherProps & ArrivalProps) => {
  const { isOpen, setIsOpen, focusRef } = useWidgetArrival(arrival);
  const { t, i18n } = useTranslation('language-switcher');
  const current = matchLanguage(i18n.language) ?? 'en';
  const options = useMemo(() => languageOptions(), []);
  const choose = (key: Key | null) => {
    const language = matchLanguage(typeof key === 'string' ? key : null);
    if (!language || language === current) return;
    rememberLanguage(language);
    const { pathname, search, hash } = window.location;
    onChoose(hrefInLanguage(`${pathname}${search}${hash}`, language));
  };
  return (
    <Select
      className={`${styles.switcher} ${styles[placement]}`}
      selectedKey={current}
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      onSelectionChange={choose}
      aria-label={placement === 'navbar' ? t('label') : undefined}
    >
      {placement === 'footer' ? <Label className={styles.label}>{t('label')}</Label> : null}
      <Button className={styles.button} ref={focusRef}>
        <GlobeIcon />
        <SelectValue className={styles.value} />
      </Button>
      <Popover className={styles.popover} placement="bottom end" offset={6}>
        <ListBox className={styles.list}>
          {options.map(({ language, name }) => (
            <ListBoxItem key={language} id={language} textValue={name} className={styles.option}>
              <span lang={language} dir={textDirection(language)}>
                {name}
              </span>
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
};
