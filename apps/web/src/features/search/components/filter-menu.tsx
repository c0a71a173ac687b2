import type { FilterDefinition } from '@careers/shared';
import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Button } from '@/components/button/button.tsx';
import { PressButton } from '@/components/button/press-button.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useWidgetArrival, type ArrivalProps } from '@/lib/load-on-intent/widget-arrival.ts';
import styles from './filter-bar.module.css';
import { FilterOptions } from './filter-options.tsx';
import { filterTriggerClassName, FilterTriggerFace } from './filter-trigger.tsx';

export type FilterMenuProps = ArrivalProps & {
  filter: FilterDefinition;
  selected: readonly string[];
  onChange: (values: readonly string[]) => void;
};

/** A filter's button and the popover dialog of its values. */
export const FilterMenu = ({ filter, selected, onChange, ...arrival }: FilterMenuProps) => {
  const { t } = useTranslation('search');
  const { isOpen, setIsOpen, focusRef } = useWidgetArrival(arrival);
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
