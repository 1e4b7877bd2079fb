/**
 * What search engines read of a match page: the Tamil title "{home} - {away}" with league and date,
 * the description, canonical and hreflang links (the popup's canonical is the full page), `noindex`
 * for the sports whose detail pages the spec keeps out of the index (cricket, golf, moto racing:
 * `SportInfo.detailIndexed`), and a schema.org SportsEvent.
 */
import {
  decodeMatchHeader,
  EventStage,
  type Lang,
  type MatchEvent,
  type MatchHeader,
  sportById,
  StageType,
  nationName,
} from '@nerali/domain';
import { getI18n } from '../../i18n/index.ts';
import { type MatchTab, otherLangPath, paths } from '../../kit/paths.ts';
import { formatShortDate } from './time.ts';
import { eventOfHeader } from './header.ts';

export interface MatchMetaInput {
  lang: Lang;
  origin: string;
  eventId: string;
  tab: MatchTab;
  header: string;
  tzMinutes: number;
}

type MetaDescriptor = Record<string, string>;

function texts(header: MatchHeader, event: MatchEvent, input: MatchMetaInput) {
  const t = getI18n(input.lang).t;
  const league = header.leagueName[input.lang];
  const date = formatShortDate(event.startTime, input.tzMinutes, input.lang);
  const sport = sportById(header.sportId);
  if (sport?.noDuel) {
    const name = event.homeName;
    return {
      title: t('matchMeta.titleRace', { name, league, date }),
      description: t('matchMeta.descriptionRace', { name, league, date }),
    };
  }
  const names = {
    home: nationName(event.homeName, input.lang),
    away: nationName(event.awayName, input.lang),
    league,
    date,
  };
  return {
    title:
      input.tab === 'summary'
        ? t('matchMeta.titleFull', names)
        : t('matchMeta.titleTab', { ...names, tab: t(`matchTabs.${input.tab}`) }),
    description: t('matchMeta.description', names),
  };
}

export function matchMeta(input: MatchMetaInput): MetaDescriptor[] {
  const header = decodeMatchHeader(input.header);
  const event = header ? eventOfHeader(header) : null;
  const t = getI18n(input.lang).t;
  if (!header || !event) return [{ title: t('meta.notFoundTitle') }, { name: 'robots', content: 'noindex' }];
  const path = paths.match(input.lang, input.eventId, input.tab);
  const ta = otherLangPath(path, 'ta');
  const en = otherLangPath(path, 'en');
  const { title, description } = texts(header, event, input);
  const out: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: input.origin + path },
    { tagName: 'link', rel: 'alternate', hrefLang: 'ta', href: input.origin + ta },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: input.origin + en },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: input.origin + ta },
  ];
  if (sportById(header.sportId)?.detailIndexed === false) out.push({ name: 'robots', content: 'noindex' });
  return out;
}

function eventStatus(event: MatchEvent): string {
  switch (event.stage) {
    case EventStage.postponed:
      return 'https://schema.org/EventPostponed';
    case EventStage.canceled:
    case EventStage.abandoned:
      return 'https://schema.org/EventCancelled';
    default:
      return 'https://schema.org/EventScheduled';
  }
}

function isoUtc(unixS: number): string {
  return new Date(unixS * 1000).toISOString().replace(/\.000Z$/, 'Z');
}

/** schema.org SportsEvent of the match (JSON text, safe inside a <script> element). */
export function sportsEventJsonLd(
  header: MatchHeader,
  event: MatchEvent,
  lang: Lang,
  origin: string,
): string {
  const sport = sportById(header.sportId);
  const team = (id: string, name: string) => ({
    '@type': sport?.noDuel ? 'Person' : 'SportsTeam',
    name,
    ...(id && sport ? { url: origin + paths.team(lang, sport, id) } : {}),
  });
  const competitors = [team(event.homeId, event.homeName)];
  if (!sport?.noDuel) competitors.push(team(event.awayId, event.awayName));
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: sport?.noDuel
      ? `${event.homeName} - ${header.leagueName[lang]}`
      : `${event.homeName} - ${event.awayName}`,
    startDate: isoUtc(event.startTime),
    eventStatus: eventStatus(event),
    url: origin + paths.match(lang, event.id),
    inLanguage: lang === 'ta' ? 'ta-IN' : 'en-IN',
    sport: sport?.name[lang],
    competitor: competitors,
    ...(sport?.noDuel ? {} : { homeTeam: competitors[0], awayTeam: competitors[1] }),
    ...(header.leagueName[lang]
      ? { superEvent: { '@type': 'SportsEvent', name: header.leagueName[lang] } }
      : {}),
  };
  // The feeds carry no venue: a location is given only as the country the league is played in.
  if (header.countryName[lang]) data.location = { '@type': 'Place', name: header.countryName[lang] };
  if (event.stageType === StageType.finished && event.homeScore !== undefined && !sport?.noDuel) {
    data.description = `${event.homeName} ${event.homeScore} - ${event.awayScore ?? ''} ${event.awayName}`;
  }
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
