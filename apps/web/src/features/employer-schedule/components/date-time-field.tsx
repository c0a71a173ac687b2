import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import type { DateTimeValue } from '../lib/date-time-value.ts';
import styles from './date-time-field.module.css';

type Props = {
  label: string;
  value: DateTimeValue | null;
  onChange: (value: DateTimeValue | null) => void;
  /** The message under the field; the field is invalid while there is one. */
  error?: string | undefined;
  description?: string;
  isRequired?: boolean;
};

/**
 * A date and time to the minute (React Aria's date picker): each part is a spin button in the
 * reader's language and order, and a calendar opens from the button beside it.
 */
export const DateTimeField = ({
  label,
  value,
  onChange,
  error,
  description,
  isRequired,
}: Props) => (
  <DatePicker
    className={styles.field}
    value={value}
    onChange={onChange}
    granularity="minute"
    isRequired={isRequired ?? false}
    isInvalid={Boolean(error)}
    shouldForceLeadingZeros
  >
    <Label className={styles.label}>{label}</Label>
    <Group className={styles.group}>
      <DateInput className={styles.input}>
        {(segment) => <DateSegment segment={segment} className={styles.segment} />}
      </DateInput>
      <Button className={styles.calendarButton}>
        <span aria-hidden="true">▾</span>
      </Button>
    </Group>
    {description && (
      <Text slot="description" className={styles.description}>
        {description}
      </Text>
    )}
    <FieldError className={styles.error}>{error}</FieldError>
    <Popover className={styles.popover}>
      <Dialog className={styles.dialog}>
        <Calendar>
          <header className={styles.calendarHeader}>
            <Button slot="previous" className={styles.calendarButton}>
              <span aria-hidden="true" className={styles.flip}>
                ‹
              </span>
            </Button>
            <Heading className={styles.heading} />
            <Button slot="next" className={styles.calendarButton}>
              <span aria-hidden="true" className={styles.flip}>
                ›
              </span>
            </Button>
          </header>
          <CalendarGrid className={styles.grid}>
            {(date) => <CalendarCell date={date} className={styles.cell} />}
          </CalendarGrid>
        </Calendar>
      </Dialog>
    </Popover>
  </DatePicker>
);
