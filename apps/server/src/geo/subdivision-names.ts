/**
 * English names of first-level subdivisions for the x-geoip2-subdivision-name-0 header when the location
 * comes from the IP (geoip-lite gives codes only). Only where our audience lives: India, Sri Lanka and
 * Malaysia; Singapore has no subdivisions in the data. Names are English so the header stays plain
 * ASCII; the page shows places in Tamil from its own catalogue.
 */

const NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // ISO 3166-2:IN. Codes ISO has changed stay under both forms, as geo data lags behind:
  // CT/CG Chhattisgarh, TG/TS Telangana, UT/UK Uttarakhand, OR/OD Odisha; DN and DD merged into DH.
  IN: {
    AN: 'Andaman and Nicobar Islands',
    AP: 'Andhra Pradesh',
    AR: 'Arunachal Pradesh',
    AS: 'Assam',
    BR: 'Bihar',
    CG: 'Chhattisgarh',
    CH: 'Chandigarh',
    CT: 'Chhattisgarh',
    DD: 'Daman and Diu',
    DH: 'Dadra and Nagar Haveli and Daman and Diu',
    DL: 'Delhi',
    DN: 'Dadra and Nagar Haveli',
    GA: 'Goa',
    GJ: 'Gujarat',
    HP: 'Himachal Pradesh',
    HR: 'Haryana',
    JH: 'Jharkhand',
    JK: 'Jammu and Kashmir',
    KA: 'Karnataka',
    KL: 'Kerala',
    LA: 'Ladakh',
    LD: 'Lakshadweep',
    MH: 'Maharashtra',
    ML: 'Meghalaya',
    MN: 'Manipur',
    MP: 'Madhya Pradesh',
    MZ: 'Mizoram',
    NL: 'Nagaland',
    OD: 'Odisha',
    OR: 'Odisha',
    PB: 'Punjab',
    PY: 'Puducherry',
    RJ: 'Rajasthan',
    SK: 'Sikkim',
    TG: 'Telangana',
    TN: 'Tamil Nadu',
    TR: 'Tripura',
    TS: 'Telangana',
    UK: 'Uttarakhand',
    UP: 'Uttar Pradesh',
    UT: 'Uttarakhand',
    WB: 'West Bengal',
  },
  // ISO 3166-2:LK provinces.
  LK: {
    '1': 'Western',
    '2': 'Central',
    '3': 'Southern',
    '4': 'Northern',
    '5': 'Eastern',
    '6': 'North Western',
    '7': 'North Central',
    '8': 'Uva',
    '9': 'Sabaragamuwa',
  },
  // ISO 3166-2:MY states and federal territories.
  MY: {
    '01': 'Johor',
    '02': 'Kedah',
    '03': 'Kelantan',
    '04': 'Melaka',
    '05': 'Negeri Sembilan',
    '06': 'Pahang',
    '07': 'Pulau Pinang',
    '08': 'Perak',
    '09': 'Perlis',
    '10': 'Selangor',
    '11': 'Terengganu',
    '12': 'Sabah',
    '13': 'Sarawak',
    '14': 'Kuala Lumpur',
    '15': 'Labuan',
    '16': 'Putrajaya',
  },
};

export function subdivisionName(country: string, subdivision: string): string | null {
  return NAMES[country]?.[subdivision] ?? null;
}
