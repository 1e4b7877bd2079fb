/**
 * The search index (SRC1-SRC5, packages/domain/SPEC.md): teams and other participants, squad players
 * and leagues of every sport, found by the start of their words in Latin or Tamil letters.
 *
 * It lives in memory, next to the engine it indexes: `put*` take what the engine was given (all of it
 * at start, then each change), so a search never reads the database and never walks every name.
 * Country and team names are read from the engine when an answer is built, so a renamed country
 * needs no re-indexing.
 */
import {
  type Country,
  type Lang,
  type League,
  type Participant,
  type Player,
  type SearchHit,
  type SearchKind,
  type SearchReply,
  shorterKeys,
  type Token,
  tokenize,
  TournamentType,
} from '@nerali/domain';
import { PrefixIndex } from './prefix-index.ts';

/** Where answers read names that are not indexed: countries (in both languages), a player's team. */
export interface SearchNames {
  readonly countries: ReadonlyMap<number, Country>;
  readonly participants: ReadonlyMap<string, Participant>;
}

interface Entry {
  key: string;
  kind: SearchKind;
  id: string;
  sportId: number;
  name: { ta: string; en: string };
  countryId: number;
  teamId?: string;
  /** Leagues: one result per competition (its seasons, or its rounds of a race series, share it). */
  templateKey?: string;
  /** Order of first indexing: of two seasons of a competition the later one is the current one. */
  seq: number;
  /** Ranks a top league above a secondary one and a team above a squad player. */
  prominence: number;
  latin: string[];
  tamil: string[];
  keys: string[];
  /** The name's first words (Latin folded and Tamil) and their sound keys, for "the name starts with what was typed". */
  firstWords: string[];
  firstKeys: string[];
}

/**
 * How much a query word matching a name word is worth (SRC4): a base by how it matched, plus the
 * share of the name word it covers (1 for the whole word). So an exact word scores 3, a prefix 2-3,
 * one a vowel shorter 1-2. A Tamil word meeting a Latin name by its sound key counts as much as a
 * word of the same script: team and player names exist only in Latin letters, and a fan who types
 * "சென்னை" wants Chennai's teams as much as the competitions with சென்னை in their Tamil names.
 */
const SCORE = {
  sameScript: 2,
  soundKey: 2,
  soundKeyShorter: 1,
  /** The first query word starts the name ("chennai" in "Chennaiyin FC", not in "FC Chennai City"). */
  nameStart: 0.25,
} as const;

/** India's most followed sports break ties, in the order of the site's menu. */
const SPORT_ORDER = [1, 13, 42, 2, 3, 24, 21, 12, 25];
const sportRank = (id: number) => {
  const i = SPORT_ORDER.indexOf(id);
  return i < 0 ? SPORT_ORDER.length + id : i;
};

const PROMINENCE: Record<string, number> = {
  [TournamentType.top]: 0.4,
  [TournamentType.primary]: 0.25,
  [TournamentType.secondary]: 0.1,
};

interface Scored {
  entry: Entry;
  score: number;
}

export class SearchIndex {
  private readonly entries = new Map<string, Entry>();
  private readonly latin = new PrefixIndex();
  private readonly tamil = new PrefixIndex();
  private readonly keys = new PrefixIndex();
  private seq = 0;

  constructor(private readonly names: SearchNames) {}

  get size(): number {
    return this.entries.size;
  }

  putParticipants(participants: readonly Participant[]): void {
    for (const p of participants) {
      this.upsert({
        kind: 'participant',
        id: p.id,
        sportId: p.sportId,
        name: { ta: p.name, en: p.name },
        countryId: p.countryId,
        prominence: 0.2,
        // The short name ("CFC", "Nair") finds it too.
        extra: p.shortName,
      });
    }
  }

  putLeagues(leagues: readonly League[]): void {
    for (const l of leagues) {
      this.upsert({
        kind: 'league',
        id: l.id,
        sportId: l.sportId,
        name: l.name,
        countryId: l.countryId,
        templateKey: l.templateKey,
        prominence: PROMINENCE[l.tournamentType] ?? 0,
      });
    }
  }

  putPlayers(players: readonly Player[]): void {
    for (const p of players) {
      this.upsert({
        kind: 'player',
        id: p.id,
        sportId: p.sportId,
        name: { ta: p.name, en: p.name },
        countryId: p.countryId,
        ...(p.participantId !== undefined ? { teamId: p.participantId } : {}),
        prominence: 0,
      });
    }
  }

  removePlayer(id: string): void {
    this.remove(`player:${id}`);
  }

  /**
   * Entries matching every word of `query`, best first, one per league competition. `query` is
   * already normalised and valid (model.ts `queryProblem`).
   */
  search(query: string, lang: Lang, limit: number): SearchReply {
    const words = tokenize(query);
    let found = this.match(words, false);
    // Nothing spelt that way: try the words by sound ("chenai" for Chennaiyin).
    if (found.length === 0 && words.some((w) => w.script === 'latin')) found = this.match(words, true);
    const ranked = this.onePerCompetition(found).sort(compareScored);
    return {
      query,
      lang,
      total: ranked.length,
      hits: ranked.slice(0, limit).map(({ entry }) => this.hit(entry, lang)),
    };
  }

  /** The top leagues, India's first (country order), one per competition: the box before typing. */
  top(lang: Lang, limit: number): SearchHit[] {
    const leagues: Scored[] = [];
    for (const entry of this.entries.values()) {
      if (entry.kind === 'league' && entry.prominence >= (PROMINENCE[TournamentType.top] ?? 0)) {
        leagues.push({ entry, score: 0 });
      }
    }
    const order = (e: Entry) => this.names.countries.get(e.countryId)?.order ?? Number.MAX_SAFE_INTEGER;
    return this.onePerCompetition(leagues)
      .sort(
        (a, b) =>
          order(a.entry) - order(b.entry) ||
          sportRank(a.entry.sportId) - sportRank(b.entry.sportId) ||
          compareText(a.entry.name.en, b.entry.name.en),
      )
      .slice(0, limit)
      .map(({ entry }) => this.hit(entry, lang));
  }

  private match(words: readonly Token[], latinBySound: boolean): Scored[] {
    if (words.length === 0) return [];
    let scores: Map<string, number> | null = null;
    for (const [i, word] of words.entries()) {
      const mine = this.wordScores(word, latinBySound);
      const next = new Map<string, number>();
      for (const [key, score] of mine) {
        const before: number | undefined = scores === null ? 0 : scores.get(key);
        if (before === undefined) continue;
        const starts = i === 0 && this.startsName(key, word) ? SCORE.nameStart : 0;
        next.set(key, before + score + starts);
      }
      scores = next;
      if (scores.size === 0) return [];
    }
    const out: Scored[] = [];
    for (const [key, score] of scores ?? []) {
      const entry = this.entries.get(key);
      if (entry) out.push({ entry, score: score + entry.prominence });
    }
    return out;
  }

  private startsName(key: string, word: Token): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    if (entry.firstWords.some((w) => w.startsWith(word.text))) return true;
    return word.script === 'tamil' && word.key !== '' && entry.firstKeys.some((k) => k.startsWith(word.key));
  }

  /** Entries that have a word starting with `word`, and how good the best such word is. */
  private wordScores(word: Token, latinBySound: boolean): Map<string, number> {
    const out = new Map<string, number>();
    const offer = (found: Map<string, number>, base: number, length: number) => {
      for (const [key, wordLength] of found) {
        // An exact word scores base + 1; a prefix less, by how much of the word it covers.
        const score = base + length / Math.max(wordLength, length);
        if ((out.get(key) ?? -1) < score) out.set(key, score);
      }
    };
    const same = word.script === 'latin' ? this.latin : this.tamil;
    offer(same.lookup(word.text), SCORE.sameScript, word.text.length);
    if ((word.script === 'tamil' || latinBySound) && word.key !== '') {
      const byKey = this.keys.lookup(word.key);
      offer(byKey, SCORE.soundKey, word.key.length);
      // Only Tamil writes the vowels English spellings drop (யுவராஜ், Yuvraj); tried only when the
      // whole key found no name, and never as a stub of three letters that would match half the index.
      if (word.script === 'tamil' && byKey.size === 0) {
        for (const shorter of shorterKeys(word.key)) {
          if (shorter.length >= 4) offer(this.keys.lookup(shorter), SCORE.soundKeyShorter, shorter.length);
        }
      }
    }
    return out;
  }

  private onePerCompetition(found: Scored[]): Scored[] {
    const best = new Map<string, Scored>();
    const out: Scored[] = [];
    for (const s of found) {
      const template = s.entry.templateKey;
      if (template === undefined) {
        out.push(s);
        continue;
      }
      const known = best.get(template);
      if (!known || s.score > known.score || (s.score === known.score && s.entry.seq > known.entry.seq)) {
        best.set(template, s);
      }
    }
    return [...out, ...best.values()];
  }

  private hit(entry: Entry, lang: Lang): SearchHit {
    const country = this.names.countries.get(entry.countryId);
    const hit: SearchHit = {
      kind: entry.kind,
      id: entry.id,
      sportId: entry.sportId,
      name: entry.name[lang],
      countryId: entry.countryId,
      countryName: country?.name[lang] ?? '',
    };
    if (entry.teamId !== undefined) {
      const team = this.names.participants.get(entry.teamId);
      if (team) {
        hit.teamId = team.id;
        hit.teamName = team.name;
      }
    }
    return hit;
  }

  private upsert(item: {
    kind: SearchKind;
    id: string;
    sportId: number;
    name: { ta: string; en: string };
    countryId: number;
    teamId?: string;
    templateKey?: string;
    prominence: number;
    extra?: string;
  }): void {
    const key = `${item.kind}:${item.id}`;
    const before = this.entries.get(key);
    const en = tokenize(item.name.en);
    const ta = item.name.ta === item.name.en ? [] : tokenize(item.name.ta);
    const extra = item.extra === undefined ? [] : tokenize(item.extra);
    const tokens = [...en, ...ta, ...extra];
    const latin = unique(tokens.filter((t) => t.script === 'latin').map((t) => t.text));
    const tamil = unique(tokens.filter((t) => t.script === 'tamil').map((t) => t.text));
    const keys = unique(tokens.map((t) => t.key).filter((k) => k !== ''));
    // A person's short name is the surname ("R. Nair" -> "Nair"): it starts the name as fans say it.
    const firsts = [en[0], ta[0], extra[0]].filter((t): t is Token => t !== undefined);
    const entry: Entry = {
      key,
      kind: item.kind,
      id: item.id,
      sportId: item.sportId,
      name: item.name,
      countryId: item.countryId,
      ...(item.teamId !== undefined ? { teamId: item.teamId } : {}),
      ...(item.templateKey !== undefined ? { templateKey: item.templateKey } : {}),
      seq: before?.seq ?? ++this.seq,
      prominence: item.prominence,
      latin,
      tamil,
      keys,
      firstWords: unique(firsts.map((t) => t.text)),
      firstKeys: unique(firsts.map((t) => t.key).filter((k) => k !== '')),
    };
    if (before && sameWords(before, latin, tamil, keys)) {
      // Same words (a new country, a new team of a player): the postings stand.
      this.entries.set(key, entry);
      return;
    }
    if (before) this.remove(key);
    this.entries.set(key, entry);
    for (const w of latin) this.latin.add(w, key);
    for (const w of tamil) this.tamil.add(w, key);
    for (const w of keys) this.keys.add(w, key);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    for (const w of entry.latin) this.latin.remove(w, key);
    for (const w of entry.tamil) this.tamil.remove(w, key);
    for (const w of entry.keys) this.keys.remove(w, key);
    this.entries.delete(key);
  }
}

function unique(words: string[]): string[] {
  return [...new Set(words)];
}

function sameWords(e: Entry, latin: string[], tamil: string[], keys: string[]): boolean {
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((w, i) => w === b[i]);
  return same(e.latin, latin) && same(e.tamil, tamil) && same(e.keys, keys);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareScored(a: Scored, b: Scored): number {
  return (
    b.score - a.score ||
    sportRank(a.entry.sportId) - sportRank(b.entry.sportId) ||
    a.entry.name.en.length - b.entry.name.en.length ||
    compareText(a.entry.name.en, b.entry.name.en) ||
    compareText(a.entry.key, b.entry.key)
  );
}
