import type { FilterDefinition } from '@careers/shared';
import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Button } from '@/components/button/button.tsx';
import { PressButton } from '@/components/button/press-button.tsx';
import { useFocusOnArrival, useOpenOnArrival } from '@/lib/load-on-intent/widget-arrival.ts';
import styles from './filter-bar.module.css';
import { FilterOptions } from './filter-options.tsx';
import { filterTriggerClassName, FilterTriggerFace } from './filter-trigger.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';

export type FilterMenuProps = {
  filter: FilterDefinition;
  selected: readonly string[];
  onChange: (values: readonly string[]) => void;
  /** Open from the start: its button was pressed while this was loading. */
  isOpenAtFirst?: boolean;
  /** Focused from the start: its button had the focus while this was loading. */
  hasFocusAtFirst?: boolean;
};

/** A filter's button and the popover dialog of its values. */
export const FilterMenu = ({
  filter,
  selected,
  onChange,
  isOpenAtFirst,
  hasFocusAtFirst,
}: FilterMenuProps) => {
  const { t } = useTranslation('search');
  const [isOpen, setIsOpen] = useOpenOnArrival(isOpenAtFirst);
  const focusRef = useFocusOnArrival(hasFocusAtFirst);
  const chosenLabels = filter.options
    .filter((option) => selected.includes(option.value))
    .map((option) => option.label);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setIsOpen}>
      <PressButton variant="secondary" className={filterTriggerClassName(selected)} ref={focusRef}>
        <FilterTriggerFace filter={filter} selected={selected} />
      </PressButton>
      <Popover placement="bottom start" className={styles.popover}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={styles.dialogTitle}>
                {filter.displayName}
              </Heading>
              <FilterOptions filter={filter} selected={selected} onChange={onChange} />
              <div className={styles.dialogActions}>
                <Button
                  variant="quiet"
                  isDisabled={!selected.length}
                  onPress={() => {
                    onChange([]);
                  }}
                >
                  {t('filters.clearOne')}
                </Button>
                <Button onPress={close}>{t('filters.done')}</Button>
              </div>
              {chosenLabels.length ? (
                <p className={styles.srOnly}>{chosenLabels.join(', ')}</p>
              ) : null}
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
};
