/**
 * Countries by code with their English and Tamil names: the simulated world's countries (India first),
 * and the names of national teams in Tamil. A national team's name is its country's ("Spain"); a
 * fan of the Tamil edition reads it as Tamil media write it ("ஸ்பெயின்"), not as the English edition.
 */
import type { Lang } from './model.ts';

/** [code, English, Tamil]; the id is the position + 1, so append only. */
export const COUNTRY_NAMES: readonly [string, string, string][] = [
  ['in', 'India', 'இந்தியா'],
  ['gb-eng', 'England', 'இங்கிலாந்து'],
  ['es', 'Spain', 'ஸ்பெயின்'],
  ['it', 'Italy', 'இத்தாலி'],
  ['de', 'Germany', 'ஜெர்மனி'],
  ['fr', 'France', 'பிரான்ஸ்'],
  ['au', 'Australia', 'ஆஸ்திரேலியா'],
  ['us', 'USA', 'அமெரிக்கா'],
  ['pk', 'Pakistan', 'பாகிஸ்தான்'],
  ['lk', 'Sri Lanka', 'இலங்கை'],
  ['bd', 'Bangladesh', 'வங்கதேசம்'],
  ['ir', 'Iran', 'ஈரான்'],
  ['nz', 'New Zealand', 'நியூசிலாந்து'],
  ['za', 'South Africa', 'தென்னாப்பிரிக்கா'],
  ['ae', 'United Arab Emirates', 'ஐக்கிய அரபு அமீரகம்'],
  ['af', 'Afghanistan', 'ஆப்கானிஸ்தான்'],
  ['np', 'Nepal', 'நேபாளம்'],
  ['jp', 'Japan', 'ஜப்பான்'],
  ['kr', 'South Korea', 'தென் கொரியா'],
  ['cn', 'China', 'சீனா'],
  ['ph', 'Philippines', 'பிலிப்பைன்ஸ்'],
  ['th', 'Thailand', 'தாய்லாந்து'],
  ['sa', 'Saudi Arabia', 'சவுதி அரேபியா'],
  ['pt', 'Portugal', 'போர்ச்சுகல்'],
  ['nl', 'Netherlands', 'நெதர்லாந்து'],
  ['gb-sct', 'Scotland', 'ஸ்காட்லாந்து'],
  ['tr', 'Turkey', 'துருக்கி'],
  ['gr', 'Greece', 'கிரீஸ்'],
  ['rs', 'Serbia', 'செர்பியா'],
  ['lt', 'Lithuania', 'லிதுவேனியா'],
  ['br', 'Brazil', 'பிரேசில்'],
  ['ar', 'Argentina', 'அர்ஜென்டினா'],
  ['ca', 'Canada', 'கனடா'],
  ['ke', 'Kenya', 'கென்யா'],
  ['zw', 'Zimbabwe', 'ஜிம்பாப்வே'],
  ['ie', 'Ireland', 'அயர்லாந்து'],
  ['world', 'World', 'உலகம்'],
  ['eu', 'Europe', 'ஐரோப்பா'],
  ['asia', 'Asia', 'ஆசியா'],
  // Appended for the no-duel sports (winter sports, cycling, horse racing); after the pseudo-countries
  // only because ids are positions.
  ['no', 'Norway', 'நார்வே'],
  ['at', 'Austria', 'ஆஸ்திரியா'],
  ['ch', 'Switzerland', 'சுவிட்சர்லாந்து'],
  ['se', 'Sweden', 'சுவீடன்'],
  ['fi', 'Finland', 'பின்லாந்து'],
  ['si', 'Slovenia', 'ஸ்லோவேனியா'],
  ['pl', 'Poland', 'போலந்து'],
  ['be', 'Belgium', 'பெல்ஜியம்'],
  ['dk', 'Denmark', 'டென்மார்க்'],
  ['hk', 'Hong Kong', 'ஹாங்காங்'],
  // Appended for the timed team sports (ice hockey, handball, rugby, bandy, water polo, netball ...).
  ['ru', 'Russia', 'ரஷ்யா'],
  ['cz', 'Czechia', 'செக் குடியரசு'],
  ['hu', 'Hungary', 'ஹங்கேரி'],
  ['hr', 'Croatia', 'குரோஷியா'],
  ['by', 'Belarus', 'பெலாரஸ்'],
  ['kz', 'Kazakhstan', 'கஜகஸ்தான்'],
  ['gb-wls', 'Wales', 'வேல்ஸ்'],
  ['fj', 'Fiji', 'பிஜி'],
  ['my', 'Malaysia', 'மலேசியா'],
  ['sg', 'Singapore', 'சிங்கப்பூர்'],
  ['jm', 'Jamaica', 'ஜமைக்கா'],
  ['mw', 'Malawi', 'மலாவி'],
  ['ug', 'Uganda', 'உகாண்டா'],
  ['ua', 'Ukraine', 'உக்ரைன்'],
  ['sk', 'Slovakia', 'ஸ்லோவாக்கியா'],
  ['lv', 'Latvia', 'லாட்வியா'],
  ['om', 'Oman', 'ஓமன்'],
  ['sn', 'Senegal', 'செனகல்'],
  ['mx', 'Mexico', 'மெக்சிகோ'],
  // Appended for badminton and baseball (Indonesia; the Caribbean nations of the World Baseball Classic).
  ['id', 'Indonesia', 'இந்தோனேசியா'],
  ['cu', 'Cuba', 'கியூபா'],
  ['do', 'Dominican Republic', 'டொமினிகன் குடியரசு'],
  ['ve', 'Venezuela', 'வெனிசுலா'],
  // Appended so that every national team of the world has its country (and its name in Tamil):
  // Asian football, basketball, handball and kabaddi sides, the Pacific rugby league nations, and
  // cricket's West Indies (many states, one team: no ISO code, so a code no flag file has).
  ['uz', 'Uzbekistan', 'உஸ்பெகிஸ்தான்'],
  ['qa', 'Qatar', 'கத்தார்'],
  ['kw', 'Kuwait', 'குவைத்'],
  ['lb', 'Lebanon', 'லெபனான்'],
  ['jo', 'Jordan', 'ஜோர்டான்'],
  ['bh', 'Bahrain', 'பஹ்ரைன்'],
  ['tw', 'Chinese Taipei', 'சீன தைபே'],
  ['ws', 'Samoa', 'சமோவா'],
  ['to', 'Tonga', 'டோங்கா'],
  ['pg', 'Papua New Guinea', 'பப்புவா நியூ கினி'],
  ['west-indies', 'West Indies', 'மேற்கிந்தியத் தீவுகள்'],
];

const TAMIL_BY_ENGLISH = new Map(COUNTRY_NAMES.map(([, en, ta]) => [en, ta]));

/** A side's age group or level after a country's name: "India U19", "India A", "India Women". */
const SUFFIX = /^(.+?)( (?:W|Women|U\d\d|A|XI))?$/;
const SUFFIX_TA: Readonly<Record<string, string>> = { ' W': ' மகளிர்', ' Women': ' மகளிர்' };

/**
 * The name of a side in the edition's language: a national team (a country's name, with a women's,
 * age-group or A suffix) in Tamil on the Tamil edition; every other name as it is written.
 */
export function nationName(name: string, lang: Lang): string {
  if (lang !== 'ta') return name;
  const m = SUFFIX.exec(name);
  if (!m) return name;
  const ta = TAMIL_BY_ENGLISH.get(m[1] as string);
  if (ta === undefined) return name;
  const suffix = m[2] ?? '';
  return ta + (SUFFIX_TA[suffix] ?? suffix);
}

/**
 * A match with its sides named in the edition's language (`nationName`); the same object when neither
 * name changes, so that rows memoised on their event stay memoised. A side named in Tamil loses its
 * short name ("CZE" is the English edition's abbreviation).
 */
export function withNationNames<
  E extends { homeName: string; awayName: string; homeShortName?: string; awayShortName?: string },
>(event: E, lang: Lang): E {
  if (lang !== 'ta') return event;
  const homeName = nationName(event.homeName, lang);
  const awayName = event.awayName === '' ? '' : nationName(event.awayName, lang);
  if (homeName === event.homeName && awayName === event.awayName) return event;
  const out = { ...event, homeName, awayName };
  if (homeName !== event.homeName) delete out.homeShortName;
  if (awayName !== event.awayName) delete out.awayShortName;
  return out;
}
