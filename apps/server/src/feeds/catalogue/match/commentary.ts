/**
 * Commentary from the commentary document, texts in both languages, newest entry first:
 * - df_lc_{type}_{event}: the whole commentary;
 * - df_lcpo_{type}_{event}_{position}: only entries after `position` (a seq), for polling; its first
 *   row `CP` is the newest seq, the position to ask from next time;
 * - df_mc_{type}_{event}: the comments a match page highlights: the important entries.
 */
import { type CommentaryEntry, MatchFeed, MatchRows, type Row } from '@nerali/domain';
import { matchFeed, parseTypeEventIndex, standardMatchFeed } from './common.ts';

export function commentRow(entry: CommentaryEntry): Row {
  const { seq, time, kind, text } = entry;
  return MatchRows.comment.encode({ seq, time, kind, important: entry.important === true, text });
}

function newestFirst(entries: readonly CommentaryEntry[]): CommentaryEntry[] {
  return [...entries].sort((a, b) => b.seq - a.seq);
}

export const commentaryFeed = standardMatchFeed({
  prefix: MatchFeed.commentary,
  uses: { documents: ['commentary'] },
  build({ engine }, event) {
    return newestFirst(engine.document('commentary', event.id)?.entries ?? []).map(commentRow);
  },
});

export const commentsFeed = standardMatchFeed({
  prefix: MatchFeed.comments,
  uses: { documents: ['commentary'] },
  build({ engine }, event) {
    const entries = engine.document('commentary', event.id)?.entries ?? [];
    return newestFirst(entries.filter((e) => e.important)).map(commentRow);
  },
});

export const commentarySinceFeed = matchFeed<{ eventId: string; position: number }>({
  prefix: MatchFeed.commentarySince,
  parse(parts) {
    const parsed = parseTypeEventIndex(parts, 6);
    return parsed ? { eventId: parsed.eventId, position: parsed.index } : null;
  },
  uses: { documents: ['commentary'] },
  build({ engine }, event, { position }) {
    const doc = engine.document('commentary', event.id);
    if (!doc || doc.entries.length === 0) return [];
    const newest = doc.entries.reduce((max, e) => Math.max(max, e.seq), 0);
    const rows: Row[] = [MatchRows.position.encode({ seq: newest })];
    for (const entry of newestFirst(doc.entries)) if (entry.seq > position) rows.push(commentRow(entry));
    return rows;
  },
});
