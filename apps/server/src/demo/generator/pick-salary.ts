import type { CatalogueFamily } from '../catalogue/catalogue.ts';
import type { CountryPay } from '../catalogue/country-pay.ts';
import type { SalaryPeriod } from '../../modules/positions/index.ts';
import type { Random } from '../prng.ts';
import type { TitleChoice } from './pick-title.ts';

export type Salary = { min: number; max: number; currency: string; period: SalaryPeriod };

const HOURS_PER_YEAR = 2080;
const HOURS_PER_MONTH = 173;
/** Supervisors and managers of hourly teams are salaried above the team's wage. */
const SUPERVISOR_UPLIFT = 1.5;

/** Three significant digits: 123456 → 123000, 18.4 → 18, 8345678 → 8350000. */
export const roundPay = (value: number): number => {
  if (value < 100) return Math.max(1, Math.round(value));
  const unit = 10 ** (Math.floor(Math.log10(value)) - 2);
  return Math.round(value / unit) * unit;
};

/**
 * A plausible range for the family, seniority and country. Hourly families pay shift roles by
 * the hour (or month where that is the custom); everyone else gets a yearly or monthly salary.
 */
export const pickSalary = (
  family: CatalogueFamily,
  choice: TitleChoice,
  pay: CountryPay,
  cityPay: number,
  random: Random,
): Salary => {
  const [low, high] = family.salary;
  const jitter = (0.92 + random.next() * 0.16) * choice.step.pay;
  const isWage = family.isHourly === true && choice.ladder === 'hourly';
  let factor: number;
  let period: SalaryPeriod;
  if (isWage) {
    period = pay.shiftPeriod;
    factor = pay.wage * cityPay * (period === 'month' ? HOURS_PER_MONTH : 1);
  } else {
    const annual = family.isHourly ? HOURS_PER_YEAR * SUPERVISOR_UPLIFT : 1;
    period = choice.ladder === 'intern' ? 'month' : pay.period;
    factor = annual * pay.professional * cityPay * (period === 'month' ? 1 / 12 : 1);
  }
  const min = roundPay(low * jitter * factor);
  const max = Math.max(min, roundPay(high * jitter * factor));
  return { min, max, currency: pay.currency, period };
};
