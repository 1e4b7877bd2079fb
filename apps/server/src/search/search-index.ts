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
  foldLatin,
  type Lang,
  type League,
  type Participant,
  type Player,
  type SearchHit,
  type SearchKind,
  type SearchReply,
  shorterKeys,
  StageType,
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
  /** A national side (its name is its country's): its country's names find it, and a whole-name match counts. */
  national: boolean;
  /** How many words each of its names has (English, Tamil, a national side's Tamil country name). */
  wordCounts: number[];
  latin: string[];
  tamil: string[];
  keys: string[];
  /** The name's first words (Latin folded and Tamil) and their sound keys, for "the name starts with what was typed". */
  firstWords: string[];
  firstKeys: string[];
}

/**
 * How a query word matching a name word is scored (SRC4, docs/decisions.md "Search by sound"): an
 * exact word 3, a prefix 2 to 2.5 by the share of the word typed, so every exact word outranks every
 * prefix. A Tamil word meeting a Latin name by its sound key counts as much as a word of the same
 * script (team and player names exist only in Latin letters); by another reading of its spelling
 * (the glide of கோவா, Goa) a quarter less, by a key one vowel shorter three quarters less.
 */
const SCORE = {
  exact: 3,
  prefix: 2,
  /** The share of the name word typed, times this, is added to a prefix. */
  prefixShare: 0.5,
  altKey: 0.25,
  shorterKey: 0.75,
  /** The first query word starts the name ("chennai" in "Chennaiyin FC", not in "FC Chennai City"). */
  nameStart: 0.25,
  /** The query is the whole name of a league or a national side, word for word ("Premier League", not "Indian Premier League"). */
  wholeName: 0.5,
  /** What a fan in India most likely means among equally good matches: an Indian side or league. */
  india: 0.3,
  /** A side or league playing now. */
  live: 0.2,
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

/** A participant: this, plus half the prominence of the best league it plays in (top: 0.3). */
const PARTICIPANT_BASE = 0.1;
interface Scored {
  entry: Entry;
  score: number;
}

/** A word's match with an entry: its score, and whether it was a whole word. */
interface WordMatch {
  score: number;
  exact: boolean;
}

/**
 * What the index learns from the matches the server holds (service.ts): the entries playing now
 * (`participant:<id>`, `league:<id>`) and, for each participant, the prominence of the best league
 * it plays in (a top league's side ranks above a district side of the same name).
 */
export interface SearchContext {
  live: ReadonlySet<string>;
  tiers: ReadonlyMap<string, number>;
}

/** The matches' part of a search context: who plays in which league, and who is live. */
export interface ContextMatch {
  leagueId: string;
  homeId: string;
  awayId: string;
  stageType: number;
}

/** A context from the matches held (any order) and the leagues they belong to. */
export function searchContextOf(
  matches: Iterable<ContextMatch>,
  leagues: ReadonlyMap<string, League>,
): SearchContext {
  const live = new Set<string>();
  const tiers = new Map<string, number>();
  for (const m of matches) {
    const league = leagues.get(m.leagueId);
    const tier = league ? (PROMINENCE[league.tournamentType] ?? 0) : 0;
    for (const id of [m.homeId, m.awayId]) {
      if (tier > (tiers.get(id) ?? 0)) tiers.set(id, tier);
      if (m.stageType === StageType.live) live.add(`participant:${id}`);
    }
    if (m.stageType === StageType.live) live.add(`league:${m.leagueId}`);
  }
  return { live, tiers };
}

/** Latin words, Tamil words and sound keys, each to the entries that have them. */
interface Words {
  latin: PrefixIndex;
  tamil: PrefixIndex;
  keys: PrefixIndex;
}

const newWords = (): Words => ({
  latin: new PrefixIndex(),
  tamil: new PrefixIndex(),
  keys: new PrefixIndex(),
});

const NO_CONTEXT: SearchContext = { live: new Set(), tiers: new Map() };

export class SearchIndex {
  private readonly entries = new Map<string, Entry>();
  /** Words of sides and leagues, and apart those of squad players (a first letter skips them). */
  private readonly sides = newWords();
  private readonly players = newWords();
  private seq = 0;
  private context: SearchContext = NO_CONTEXT;
  /** Answers to queries of one or two letters, for the index and context as they are. */
  private readonly shortCache = new Map<string, SearchReply>();

  constructor(private readonly names: SearchNames) {}

  /** Forgets the kept answers to short queries (bench/search.ts times them cold). */
  forgetShortAnswers(): void {
    this.shortCache.clear();
  }

  /** Who is live and who plays where (service.ts keeps it current from the engine's matches). */
  setContext(context: SearchContext): void {
    this.context = context;
    this.shortCache.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  putParticipants(participants: readonly Participant[]): void {
    for (const p of participants) {
      const country = this.names.countries.get(p.countryId);
      const national = country !== undefined && foldLatin(p.name) === foldLatin(country.name.en);
      const code = CODE_RE.test(p.shortName);
      this.upsert({
        kind: 'participant',
        id: p.id,
        sportId: p.sportId,
        name: { ta: p.name, en: p.name },
        countryId: p.countryId,
        prominence: PARTICIPANT_BASE,
        national,
        // A national side is also found by its country's Tamil name (இங்கிலாந்து for England, which
        // no sound key reaches); a person's short name is the surname ("R. Nair" -> "Nair").
        aliases: [...(national && country ? [country.name.ta] : []), ...(code ? [] : [p.shortName])],
        // A side's code ("CSK") and initials ("MI" for Mumbai Indians) find it by their letters only:
        // by sound, "ROD" (Rodina) would be ரோஹித்'s first result.
        codes: code ? [p.shortName, initialsOf(p.name)] : [],
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
        national: false,
        aliases: [],
        // "IPL", "ISL", "PKL": what fans call a league.
        codes: [initialsOf(l.name.en)],
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
        national: false,
        aliases: [],
        codes: [],
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
    // The first keystrokes are the most asked and the costliest (one letter starts thousands of
    // names): their answers are kept until the index or its context changes.
    const short = [...query].length <= SHORT_QUERY;
    const cacheKey = `${lang}:${limit}:${query}`;
    if (short) {
      const known = this.shortCache.get(cacheKey);
      if (known) return known;
    }
    const words = tokenize(query);
    // One letter says little: it suggests sides and competitions, not the thousands of squad
    // players whose names start with it (they come from the second letter on).
    const noPlayers = [...query].length === 1;
    let found = this.match(words, false, noPlayers);
    // Nothing spelt that way: try the words by sound ("chenai" for Chennaiyin).
    if (found.length === 0 && words.some((w) => w.script === 'latin'))
      found = this.match(words, true, noPlayers);
    const ranked = this.onePerCompetition(found);
    const reply: SearchReply = {
      query,
      lang,
      total: ranked.length,
      hits: best(ranked, limit).map(({ entry }) => this.hit(entry, lang)),
    };
    if (short) {
      if (this.shortCache.size >= SHORT_CACHE_SIZE) this.shortCache.clear();
      this.shortCache.set(cacheKey, reply);
    }
    return reply;
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

  private match(words: readonly Token[], latinBySound: boolean, noPlayers: boolean): Scored[] {
    if (words.length === 0) return [];
    let scores: Map<string, { score: number; exact: boolean }> | null = null;
    for (const [i, word] of words.entries()) {
      const mine = this.wordScores(word, latinBySound, words.length, noPlayers);
      const next = new Map<string, { score: number; exact: boolean }>();
      for (const [key, found] of mine) {
        if (noPlayers && key.startsWith('player:')) continue;
        const before = scores === null ? { score: 0, exact: true } : scores.get(key);
        if (before === undefined) continue;
        const starts = i === 0 && this.startsName(key, word) ? SCORE.nameStart : 0;
        next.set(key, { score: before.score + found.score + starts, exact: before.exact && found.exact });
      }
      scores = next;
      if (scores.size === 0) return [];
    }
    const out: Scored[] = [];
    const { live, tiers } = this.context;
    for (const [key, found] of scores ?? []) {
      const entry = this.entries.get(key);
      if (!entry) continue;
      let score = found.score + entry.prominence;
      if (entry.kind === 'participant') score += (tiers.get(entry.id) ?? 0) / 2;
      // A player of a top league's side above one of a district side.
      if (entry.teamId !== undefined) score += (tiers.get(entry.teamId) ?? 0) / 4;
      if (
        found.exact &&
        (entry.kind === 'league' || entry.national) &&
        entry.wordCounts.includes(words.length)
      ) {
        score += SCORE.wholeName;
      }
      if (this.names.countries.get(entry.countryId)?.code === INDIA) score += SCORE.india;
      if (live.has(key) || (entry.teamId !== undefined && live.has(`participant:${entry.teamId}`))) {
        score += SCORE.live;
      }
      out.push({ entry, score });
    }
    return out;
  }

  private startsName(key: string, word: Token): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    if (entry.firstWords.some((w) => w.startsWith(word.text))) return true;
    if (word.letters.some((l) => entry.firstWords.some((w) => w.startsWith(l)))) return true;
    return (
      word.script === 'tamil' &&
      [word.key, ...word.altKeys].some((q) => q !== '' && entry.firstKeys.some((k) => k.startsWith(q)))
    );
  }

  /** Entries that have a word starting with `word`, and how good the best such word is. */
  private wordScores(
    word: Token,
    latinBySound: boolean,
    wordCount: number,
    noPlayers: boolean,
  ): Map<string, WordMatch> {
    const out = new Map<string, WordMatch>();
    const offer = (found: Map<string, number>, less: number, length: number, oneIsWord = false) => {
      for (const [key, wordLength] of found) {
        // One Latin letter or key letter is never a whole word: "க" (k) is the start of many
        // names, not the initial "K.". A Tamil letter is a syllable: ஐ of ஐ-லீக் is a word.
        const exact = wordLength <= length && (length > 1 || oneIsWord);
        // Nor does the share of a word that one letter covers say anything: the first keystroke
        // is ranked by the rest (where the name starts, India, prominence, live).
        const share = length > 1 ? (SCORE.prefixShare * length) / wordLength : 0;
        const score = (exact ? SCORE.exact : SCORE.prefix + share) - less;
        const known = out.get(key);
        if (known === undefined || known.score < score) out.set(key, { score, exact });
      }
    };
    const sets = noPlayers ? [this.sides] : [this.sides, this.players];
    // How many entries a lookup found, over both sets.
    const look = (
      which: keyof Words,
      text: string,
      less: number,
      length: number,
      oneIsWord = false,
      whole = false,
    ) => {
      let count = 0;
      for (const set of sets) {
        const found = whole ? set[which].exact(text) : set[which].lookup(text);
        offer(found, less, length, oneIsWord);
        count += found.size;
      }
      return count;
    };
    look(word.script, word.text, 0, word.text.length, word.script === 'tamil');
    // A Tamil initialism (ஐபிஎல்) meets the Latin letters of a league's initials or a side's code.
    // One letter (யு in யு மும்பா) only next to other words: alone it is the start of everything.
    for (const letters of word.letters) {
      if (letters.length > 1 || wordCount > 1) look('latin', letters, 0, letters.length);
    }
    if ((word.script === 'tamil' || latinBySound) && word.key !== '') {
      let found = look('keys', word.key, 0, word.key.length);
      // Another reading of two letters or fewer (கோவா read as "Goa": "ku") counts as a whole word
      // only: as a prefix it starts thousands of names the typed word is not.
      for (const alt of word.altKeys) {
        found += look('keys', alt, SCORE.altKey, alt.length, false, alt.length <= 2);
      }
      // Only Tamil writes the vowels English spellings drop (யுவராஜ், Yuvraj); tried only when no
      // reading found a name, and never as a stub of three letters that would match half the index.
      if (word.script === 'tamil' && found === 0) {
        for (const shorter of shorterKeys(word.key)) {
          if (shorter.length >= 4) look('keys', shorter, SCORE.shorterKey, shorter.length);
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
    if (entry.kind === 'league' && entry.templateKey !== undefined) hit.templateKey = entry.templateKey;
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
    national: boolean;
    /** Other names, found as names are (Latin, Tamil and by sound). */
    aliases: readonly string[];
    /** Codes and initials, found by their Latin letters only. */
    codes: readonly string[];
  }): void {
    const key = `${item.kind}:${item.id}`;
    const before = this.entries.get(key);
    this.shortCache.clear();
    const en = tokenize(item.name.en);
    const ta = item.name.ta === item.name.en ? [] : tokenize(item.name.ta);
    // "LaLiga", "NorthEast": its parts are words too (லா லிகா, நார்த் ஈஸ்ட்).
    const camel = item.name.en.replace(CAMEL_RE, '$1 $2');
    const aliases = [...item.aliases, ...(camel !== item.name.en ? [camel] : [])].map((a) => tokenize(a));
    const codes = unique(
      item.codes.map((c) => foldLatin(c).replace(/[^a-z0-9]/g, '')).filter((c) => c.length >= 2),
    );
    const tokens = [...en, ...ta, ...aliases.flat()];
    const latin = unique([...tokens.filter((t) => t.script === 'latin').map((t) => t.text), ...codes]);
    const tamil = unique(tokens.filter((t) => t.script === 'tamil').map((t) => t.text));
    const keys = unique(tokens.flatMap((t) => [t.key, ...t.altKeys]).filter((k) => k !== ''));
    const firsts = [
      ...(item.kind === 'participant' ? leading(item.name.en, en) : [en[0]]),
      ta[0],
      ...aliases.map((a) => a[0]),
    ].filter((t): t is Token => t !== undefined);
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
      national: item.national,
      wordCounts: [en.length, ...(ta.length > 0 ? [ta.length] : []), ...aliases.map((a) => a.length)],
      latin,
      tamil,
      keys,
      firstWords: unique([...firsts.map((t) => t.text), ...codes]),
      firstKeys: unique(firsts.flatMap((t) => [t.key, ...t.altKeys]).filter((k) => k !== '')),
    };
    if (before && sameWords(before, latin, tamil, keys)) {
      // Same words (a new country, a new team of a player): the postings stand.
      this.entries.set(key, entry);
      return;
    }
    if (before) this.remove(key);
    this.entries.set(key, entry);
    const set = item.kind === 'player' ? this.players : this.sides;
    for (const w of latin) set.latin.add(w, key);
    for (const w of tamil) set.tamil.add(w, key);
    for (const w of keys) set.keys.add(w, key);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.shortCache.clear();
    const set = entry.kind === 'player' ? this.players : this.sides;
    for (const w of entry.latin) set.latin.remove(w, key);
    for (const w of entry.tamil) set.tamil.remove(w, key);
    for (const w of entry.keys) set.keys.remove(w, key);
    this.entries.delete(key);
  }
}

const INDIA = 'in';
/** Queries of at most this many letters have their answers kept (SearchIndex.search). */
const SHORT_QUERY = 2;
/** At most this many kept answers (one per first letters, language and limit asked); then all go. */
const SHORT_CACHE_SIZE = 2000;

// Unicode property classes are costly to build: made once here, not per name.
const CAMEL_RE = /(\p{Ll})(\p{Lu}\p{Ll}{2})/gu;
const CLUB_PREFIX_RE = /^\s*\p{Lu}{1,3}\b/u;

/** A side's code as the feeds give it ("CSK", "MI", "U19"), not a person's surname. */
const CODE_RE = /^[\p{Lu}\p{N}]{2,4}$/u;

/** The first letters of a name of two or more words: "Indian Premier League" -> "IPL"; '' otherwise. */
function initialsOf(name: string): string {
  const words = tokenize(name).filter((t) => t.script === 'latin');
  return words.length >= 2 ? words.map((t) => t.text[0] ?? '').join('') : '';
}

/**
 * The words a name starts with as fans say it: its first, and the next after a club's short prefix
 * ("FC Goa" starts with Goa as much as with FC; "SC", "AC", "CF" alike).
 */
function leading(name: string, tokens: readonly Token[]): (Token | undefined)[] {
  const [first, second] = tokens;
  return first && second && first.text.length <= 3 && CLUB_PREFIX_RE.test(name) ? [first, second] : [first];
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

/** The `limit` best of `list`, best first, without sorting all of it (a first letter matches thousands). */
function best(list: readonly Scored[], limit: number): Scored[] {
  const top: Scored[] = [];
  for (const s of list) {
    if (top.length === limit && compareScored(s, top[top.length - 1] as Scored) >= 0) continue;
    let i = top.length;
    while (i > 0 && compareScored(s, top[i - 1] as Scored) < 0) i -= 1;
    top.splice(i, 0, s);
    if (top.length > limit) top.pop();
  }
  return top;
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
