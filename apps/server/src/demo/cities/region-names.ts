/** A region as shown: `abbreviation` goes into display names ("Austin, TX, United States"). */
export type RegionName = { name: string; abbreviation: string | null };

// prettier-ignore
const US_STATES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado',
  CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia',
  HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas',
  KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts',
  MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico',
  NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma',
  OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota',
  TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington',
  WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming', PR: 'Puerto Rico',
};

/** GeoNames admin1 codes are numeric for Canada and Australia. */
// prettier-ignore
const CA_PROVINCES: Record<string, [string, string]> = {
  '01': ['AB', 'Alberta'], '02': ['BC', 'British Columbia'], '03': ['MB', 'Manitoba'],
  '04': ['NB', 'New Brunswick'], '05': ['NL', 'Newfoundland and Labrador'],
  '07': ['NS', 'Nova Scotia'], '08': ['ON', 'Ontario'], '09': ['PE', 'Prince Edward Island'],
  '10': ['QC', 'Quebec'], '11': ['SK', 'Saskatchewan'], '12': ['YT', 'Yukon'],
  '13': ['NT', 'Northwest Territories'], '14': ['NU', 'Nunavut'],
};

// prettier-ignore
const AU_STATES: Record<string, [string, string]> = {
  '01': ['ACT', 'Australian Capital Territory'], '02': ['NSW', 'New South Wales'],
  '03': ['NT', 'Northern Territory'], '04': ['QLD', 'Queensland'], '05': ['SA', 'South Australia'],
  '06': ['TAS', 'Tasmania'], '07': ['VIC', 'Victoria'], '08': ['WA', 'Western Australia'],
};

const GB_NATIONS: Record<string, string> = {
  ENG: 'England',
  SCT: 'Scotland',
  WLS: 'Wales',
  NIR: 'Northern Ireland',
};

/** The readable region of a GeoNames admin1 code where a simple table knows it; else null. */
export const regionName = (countryCode: string, adminCode: string): RegionName | null => {
  if (countryCode === 'US') {
    const name = US_STATES[adminCode];
    return name ? { name, abbreviation: adminCode } : null;
  }
  const pair = (countryCode === 'CA' ? CA_PROVINCES : countryCode === 'AU' ? AU_STATES : {})[
    adminCode
  ];
  if (pair) return { name: pair[1], abbreviation: pair[0] };
  const nation = countryCode === 'GB' ? GB_NATIONS[adminCode] : undefined;
  return nation ? { name: nation, abbreviation: null } : null;
};
