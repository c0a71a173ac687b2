import type { SalaryPeriod } from '../../modules/positions/index.ts';

/**
 * How pay is advertised in a country. Salaries in the catalogue are US dollars; `professional`
 * converts office salaries and `wage` shift wages into plausible local figures (market level,
 * not exchange rate). `period` is how office salaries are quoted; `shiftPeriod` shift wages.
 */
export type CountryPay = {
  currency: string;
  professional: number;
  wage: number;
  period: Extract<SalaryPeriod, 'year' | 'month'>;
  shiftPeriod: Extract<SalaryPeriod, 'hour' | 'month'>;
};

const pay = (
  currency: string,
  professional: number,
  wage: number,
  period: CountryPay['period'] = 'year',
  shiftPeriod: CountryPay['shiftPeriod'] = 'month',
): CountryPay => ({ currency, professional, wage, period, shiftPeriod });

// prettier-ignore
export const COUNTRY_PAY: Readonly<Record<string, CountryPay>> = {
  US: pay('USD', 1, 1, 'year', 'hour'),
  CA: pay('CAD', 0.85, 1.1, 'year', 'hour'),
  MX: pay('MXN', 4.5, 3, 'month'),
  BR: pay('BRL', 1.4, 0.65, 'month'),
  AR: pay('USD', 0.35, 0.25),
  CL: pay('CLP', 300, 200),
  CO: pay('COP', 800, 470),
  PE: pay('PEN', 1, 0.45),
  GB: pay('GBP', 0.55, 0.75, 'year', 'hour'),
  IE: pay('EUR', 0.65, 0.8, 'year', 'hour'),
  DE: pay('EUR', 0.58, 0.85, 'year', 'hour'),
  FR: pay('EUR', 0.48, 0.75),
  NL: pay('EUR', 0.58, 0.85, 'year', 'hour'),
  BE: pay('EUR', 0.55, 0.85),
  ES: pay('EUR', 0.4, 0.55),
  PT: pay('EUR', 0.3, 0.4),
  IT: pay('EUR', 0.38, 0.55),
  CH: pay('CHF', 0.9, 1.4),
  AT: pay('EUR', 0.55, 0.8),
  SE: pay('SEK', 4.5, 9),
  DK: pay('DKK', 4.3, 10),
  NO: pay('NOK', 5, 12),
  FI: pay('EUR', 0.48, 0.8),
  PL: pay('PLN', 1.5, 1.8),
  CZ: pay('CZK', 10, 12),
  HU: pay('HUF', 120, 130),
  RO: pay('RON', 1.4, 1.2),
  GR: pay('EUR', 0.28, 0.35),
  EE: pay('EUR', 0.35, 0.45),
  TR: pay('TRY', 10, 8),
  IL: pay('ILS', 2.8, 3),
  AE: pay('AED', 2.4, 1.3),
  SA: pay('SAR', 2.3, 1.4),
  EG: pay('EGP', 15, 3),
  MA: pay('MAD', 2.5, 0.9),
  NG: pay('NGN', 120, 36),
  GH: pay('GHS', 1.6, 0.55),
  KE: pay('KES', 20, 7),
  RW: pay('RWF', 120, 36),
  ZA: pay('ZAR', 4.5, 2),
  IN: pay('INR', 14, 6.5),
  SG: pay('SGD', 0.75, 0.8, 'year', 'hour'),
  MY: pay('MYR', 1, 0.65),
  ID: pay('IDR', 2000, 1800, 'month'),
  PH: pay('PHP', 8, 5, 'month'),
  TH: pay('THB', 9, 4.3, 'month'),
  VN: pay('VND', 3200, 2200, 'month'),
  HK: pay('HKD', 5, 3.8),
  TW: pay('TWD', 12, 12),
  CN: pay('CNY', 2.6, 1.6, 'month'),
  KR: pay('KRW', 450, 630, 'year', 'hour'),
  JP: pay('JPY', 55, 75, 'year', 'hour'),
  AU: pay('AUD', 0.95, 1.6, 'year', 'hour'),
  NZ: pay('NZD', 0.85, 1.5, 'year', 'hour'),
};

/** Remote roles open worldwide are paid in US dollars. */
export const WORLDWIDE_PAY: CountryPay = pay('USD', 1, 1, 'year', 'hour');
