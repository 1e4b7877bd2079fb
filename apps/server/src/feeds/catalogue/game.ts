/**
 * g_{type}_{event}: one event's scoreboard row, as in the full feed, for a match page or a popup that
 * has no day feed loaded. Its version is the sport's change-log version (any change of the sport
 * rebuilds it, at most once per change).
 */
import { eventCells, RowKey } from '@nerali/domain';
import { defineFeed, parseEventCode, parseProjectType } from './registry.ts';

export const gameFeed = defineFeed<{ eventId: string }>({
  prefix: 'g',
  parse(rest) {
    const cut = rest.indexOf('_');
    if (cut < 0 || !parseProjectType(rest.slice(0, cut))) return null;
    const eventId = parseEventCode(rest.slice(cut + 1));
    return eventId ? { eventId } : null;
  },
  version({ engine }, { eventId }) {
    const event = engine.events.get(eventId);
    return event ? engine.version(event.sportId) : 'none';
  },
  build({ engine }, { eventId }) {
    const event = engine.events.get(eventId);
    if (!event) return [];
    return [[[RowKey.sport, String(event.sportId)]], eventCells(event)];
  },
});
