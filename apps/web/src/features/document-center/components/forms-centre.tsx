import { FORM_STATUSES, type FormStatus } from '@careers/shared';
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { ListCards } from '@/components/list-card/list-card.tsx';
import type { useFormsList } from '@/lib/data/forms-list.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { FormCard } from './form-card.tsx';
import styles from './forms-centre.module.css';

type FormsCentreProps = { data: NonNullable<ReturnType<typeof useFormsList>['data']> };

/** The candidate's forms in three tabs: open, in progress and completed, with their counts. */
export const FormsCentre = ({ data }: FormsCentreProps) => {
  const { t } = useTranslation('document-center');
  const firstWithForms = FORM_STATUSES.find((status) =>
    data.forms.some((form) => form.status === status),
  );
  const [tab, setTab] = useState<FormStatus>(firstWithForms ?? 'open');
  const countOf = (status: FormStatus) =>
    data.tabList?.find((entry) => entry.id === status)?.count ?? 0;
  return (
    <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as FormStatus)}>
      <TabList className={styles.tabs} aria-label={t('tabsLabel')}>
        {FORM_STATUSES.map((status) => (
          <Tab key={status} id={status} className={styles.tab}>
            {t(`status.${status}`)} <span className={styles.count}>{countOf(status)}</span>
          </Tab>
        ))}
      </TabList>
      {FORM_STATUSES.map((status) => {
        const forms = data.forms.filter((form) => form.status === status);
        return (
          <TabPanel key={status} id={status} className={styles.panel}>
            {forms.length ? (
              <ListCards>
                {forms.map((form) => (
                  <FormCard key={form.form_id} form={form} />
                ))}
              </ListCards>
            ) : (
              <p className={styles.empty}>{t(`empty.${status}`)}</p>
            )}
          </TabPanel>
        );
      })}
    </Tabs>
  );
};
