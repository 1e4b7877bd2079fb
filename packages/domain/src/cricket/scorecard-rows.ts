/**
 * The scorecard feed `df_sc_{type}_{event}` (docs/feeds.md, "df_sc — cricket scorecard"): the
 * `Scorecard` that `scorecard()` computes, as rows declared once (codec/row-schema.ts). The server
 * writes it with `encodeScorecard`, the match page reads it back with `decodeScorecard`.
 *
 * Rows, in order: the card (`JC`), then per innings its row (`JI`) followed by its batters (`JT`),
 * bowlers (`JW`), fall of wickets (`JF`) and partnerships (`JP`); last the live view (`JL`) while an
 * innings is in play. A row belongs to the innings row before it.
 *
 * No row carries a text to translate: names are proper names, written as spelt, and a dismissal or
 * the toss decision is a code the page words in its language. So the feed has no `{lang}` and one
 * body serves both editions.
 */
import { decodeFeed, type Row } from '../codec/feed-codec.ts';
import { field, rowKind } from '../codec/row-schema.ts';
import { Dismissal, type InningsCard, type Scorecard } from './model.ts';

const DISMISSALS = Object.values(Dismissal) as [Dismissal, ...Dismissal[]];
const side = <K extends string>(key: K) => field.oneOf(key, [1, 2]).describe('1 home, 2 away');
/** An optional text: left out when absent; an empty cell reads as absent. */
const optionalText = <K extends string>(key: K) => field.text(key).optional({ blankIsAbsent: true });

/** The rows of df_sc, by name. */
export const ScorecardRows = {
  /** The match: first row. */
  card: rowKind({
    eventId: field.text('JC'),
    tossWinner: field.oneOf('JCT', [1, 2]).optional().describe('the side that won the toss'),
    tossElected: field.oneOf('JCE', ['bat', 'bowl']).optional().describe('what the toss winner chose'),
    venue: optionalText('JCV'),
    umpires: field.repeated('JCU').describe('one cell per umpire'),
    playerOfMatch: optionalText('JCP'),
  }),
  /** An innings; the rows after it, up to the next innings row, are its own. */
  innings: rowKind({
    innings: field.number('JI').describe('1 to 4, in the order batted'),
    side: side('JIS'),
    runs: field.count('JIR'),
    wickets: field.count('JIW'),
    legalBalls: field.count('JIL'),
    overs: field.text('JIO').describe('as cricket writes them, "18.3"'),
    runRate: optionalText('JIRR').describe('runs per over, "8.25"; absent before a legal ball'),
    declared: field.mark('JID'),
    followOn: field.mark('JIF').describe('made to follow on'),
    allOut: field.mark('JIA'),
    closed: field
      .mark('JIC')
      .describe('finished: all out, declared, overs used up, target reached, match over'),
    byes: field.count('JXB'),
    legByes: field.count('JXL'),
    wides: field.count('JXW').describe('runs'),
    noBalls: field.count('JXN').describe('runs'),
    penalties: field.count('JXP'),
    extras: field.count('JXT').describe('all the extras'),
    didNotBat: field.repeated('JIN').describe('one cell per batter yet to bat, in batting order'),
  }),
  /** A batter of the innings above, in the order they came in. */
  batter: rowKind({
    name: field.text('JT'),
    runs: field.count('JTR'),
    balls: field.count('JTB').describe('balls faced: not wides'),
    fours: field.count('JT4'),
    sixes: field.count('JT6'),
    strikeRate: optionalText('JTS').describe('runs per 100 balls, "142.86"'),
    out: field.oneOf('JTO', DISMISSALS).optional().describe('how out (Dismissal); absent while not out'),
    bowler: optionalText('JTW').describe('the bowler credited with the wicket'),
    fielder: optionalText('JTF').describe('the catcher, the keeper who stumped, the fielders of a run out'),
    atCrease: field.mark('JTC').describe('at the crease now'),
    onStrike: field.mark('JTK').describe('on strike now'),
  }),
  /** A bowler of the innings above, in the order they came on. */
  bowler: rowKind({
    name: field.text('JW'),
    overs: field.text('JWO').describe('"3.4"'),
    maidens: field.count('JWM'),
    runs: field.count('JWR').describe('off the bat, wides and no-balls'),
    wickets: field.count('JWW'),
    noBalls: field.count('JWN').describe('no-balls bowled'),
    wides: field.count('JWD').describe('wides bowled'),
    dots: field.count('JW0'),
    economy: optionalText('JWE').describe('runs per over, "7.25"'),
    current: field.mark('JWC').describe('bowling now'),
  }),
  /** A fall of wicket of the innings above. */
  fall: rowKind({
    wicket: field.count('JF'),
    score: field.count('JFS'),
    batter: field.text('JFB'),
    over: field.text('JFO').describe('"14.2"'),
  }),
  /** A partnership of the innings above. */
  partnership: rowKind({
    wicket: field.count('JP').describe('for the wicket: 1 the openers'),
    runs: field.count('JPR'),
    balls: field.count('JPB'),
    first: field.text('JPA').describe('the batter who was in first'),
    second: field.text('JPZ'),
    unbroken: field.mark('JPU'),
  }),
  /** The live view: last row, while an innings is in play. */
  live: rowKind({
    innings: field.number('JL'),
    striker: optionalText('JLS'),
    nonStriker: optionalText('JLN'),
    bowler: optionalText('JLB'),
    thisOver: field
      .repeated('JLO')
      .describe('one cell per ball of this over: "1", "4", "W", "•", "1wd", "2nb", "1lb", "1b"'),
    partnershipRuns: field.count('JLPR').optional(),
    partnershipBalls: field.count('JLPB').optional(),
    needRuns: field.count('JLNR').optional().describe('a chase: runs still needed'),
    needBalls: field.count('JLNB').optional().describe('a chase in limited overs: legal balls left'),
    lead: field.number('JLD').optional().describe('multi-day: lead (+) or trail (-) of the batting side'),
  }),
};

/** Only when true: a mark reads back as false when absent, the card has no property then. */
const when = <K extends string>(key: K, value: boolean | undefined): { [P in K]?: true } =>
  (value ? { [key]: true } : {}) as { [P in K]?: true };

function inningsRows(card: InningsCard): Row[] {
  const rows: Row[] = [
    ScorecardRows.innings.encode({
      innings: card.innings,
      side: card.side,
      runs: card.runs,
      wickets: card.wickets,
      legalBalls: card.legalBalls,
      overs: card.overs,
      runRate: card.runRate,
      declared: card.declared === true,
      followOn: card.followOn === true,
      allOut: card.allOut === true,
      closed: card.closed === true,
      byes: card.extras.byes,
      legByes: card.extras.legByes,
      wides: card.extras.wides,
      noBalls: card.extras.noBalls,
      penalties: card.extras.penalties,
      extras: card.extras.total,
      didNotBat: card.didNotBat,
    }),
  ];
  for (const line of card.batting) {
    rows.push(
      ScorecardRows.batter.encode({
        name: line.name,
        runs: line.runs,
        balls: line.balls,
        fours: line.fours,
        sixes: line.sixes,
        strikeRate: line.strikeRate,
        out: line.out?.kind,
        bowler: line.out?.bowler,
        fielder: line.out?.fielder,
        atCrease: line.atCrease === true,
        onStrike: line.onStrike === true,
      }),
    );
  }
  for (const line of card.bowling) {
    rows.push(
      ScorecardRows.bowler.encode({
        name: line.name,
        overs: line.overs,
        maidens: line.maidens,
        runs: line.runs,
        wickets: line.wickets,
        noBalls: line.noBalls,
        wides: line.wides,
        dots: line.dots,
        economy: line.economy,
        current: line.current === true,
      }),
    );
  }
  for (const fall of card.fallOfWickets) rows.push(ScorecardRows.fall.encode(fall));
  for (const stand of card.partnerships) {
    rows.push(
      ScorecardRows.partnership.encode({
        wicket: stand.wicket,
        runs: stand.runs,
        balls: stand.balls,
        first: stand.batters[0],
        second: stand.batters[1],
        unbroken: stand.unbroken === true,
      }),
    );
  }
  return rows;
}

/** The rows of df_sc for a scorecard. */
export function encodeScorecard(card: Scorecard): Row[] {
  const rows: Row[] = [
    ScorecardRows.card.encode({
      eventId: card.eventId,
      tossWinner: card.toss?.winner,
      tossElected: card.toss?.elected,
      venue: card.venue,
      umpires: card.umpires ?? [],
      playerOfMatch: card.playerOfMatch,
    }),
  ];
  for (const innings of card.innings) rows.push(...inningsRows(innings));
  const live = card.live;
  if (live) {
    rows.push(
      ScorecardRows.live.encode({
        innings: live.innings,
        striker: live.striker,
        nonStriker: live.nonStriker,
        bowler: live.bowler,
        thisOver: live.thisOver,
        partnershipRuns: live.partnership?.runs,
        partnershipBalls: live.partnership?.balls,
        needRuns: live.need?.runs,
        needBalls: live.need?.balls,
        lead: live.lead,
      }),
    );
  }
  return rows;
}

/**
 * The scorecard of a df_sc body; null for a body without its first row (the empty feed `0` of a match
 * with no deliveries yet). Rows before the first innings row that belong to an innings are skipped.
 */
export function decodeScorecard(body: string): Scorecard | null {
  let card: Scorecard | null = null;
  for (const row of decodeFeed(body)) {
    const head = ScorecardRows.card.decode(row);
    if (head) {
      card = {
        eventId: head.eventId,
        ...(head.tossWinner !== undefined && head.tossElected !== undefined
          ? { toss: { winner: head.tossWinner, elected: head.tossElected } }
          : {}),
        ...(head.venue !== undefined ? { venue: head.venue } : {}),
        ...(head.umpires.length > 0 ? { umpires: head.umpires } : {}),
        ...(head.playerOfMatch !== undefined ? { playerOfMatch: head.playerOfMatch } : {}),
        innings: [],
      };
      continue;
    }
    if (!card) continue;
    const innings = ScorecardRows.innings.decode(row);
    if (innings) {
      card.innings.push({
        innings: innings.innings,
        side: innings.side,
        batting: [],
        didNotBat: innings.didNotBat,
        extras: {
          byes: innings.byes,
          legByes: innings.legByes,
          wides: innings.wides,
          noBalls: innings.noBalls,
          penalties: innings.penalties,
          total: innings.extras,
        },
        runs: innings.runs,
        wickets: innings.wickets,
        legalBalls: innings.legalBalls,
        overs: innings.overs,
        ...(innings.runRate !== undefined ? { runRate: innings.runRate } : {}),
        ...when('declared', innings.declared),
        ...when('followOn', innings.followOn),
        ...when('allOut', innings.allOut),
        ...when('closed', innings.closed),
        fallOfWickets: [],
        partnerships: [],
        bowling: [],
      });
      continue;
    }
    const live = ScorecardRows.live.decode(row);
    if (live) {
      card.live = {
        innings: live.innings,
        ...(live.striker !== undefined ? { striker: live.striker } : {}),
        ...(live.nonStriker !== undefined ? { nonStriker: live.nonStriker } : {}),
        ...(live.bowler !== undefined ? { bowler: live.bowler } : {}),
        thisOver: live.thisOver,
        ...(live.partnershipRuns !== undefined
          ? { partnership: { runs: live.partnershipRuns, balls: live.partnershipBalls ?? 0 } }
          : {}),
        ...(live.needRuns !== undefined
          ? {
              need: {
                runs: live.needRuns,
                ...(live.needBalls !== undefined ? { balls: live.needBalls } : {}),
              },
            }
          : {}),
        ...(live.lead !== undefined ? { lead: live.lead } : {}),
      };
      continue;
    }
    const current = card.innings.at(-1);
    if (!current) continue;
    const batter = ScorecardRows.batter.decode(row);
    if (batter) {
      current.batting.push({
        name: batter.name,
        runs: batter.runs,
        balls: batter.balls,
        fours: batter.fours,
        sixes: batter.sixes,
        ...(batter.strikeRate !== undefined ? { strikeRate: batter.strikeRate } : {}),
        ...(batter.out !== undefined
          ? {
              out: {
                kind: batter.out,
                ...(batter.bowler !== undefined ? { bowler: batter.bowler } : {}),
                ...(batter.fielder !== undefined ? { fielder: batter.fielder } : {}),
              },
            }
          : {}),
        ...when('atCrease', batter.atCrease),
        ...when('onStrike', batter.onStrike),
      });
      continue;
    }
    const bowler = ScorecardRows.bowler.decode(row);
    if (bowler) {
      const { economy, current: bowling, ...figures } = bowler;
      current.bowling.push({
        ...figures,
        ...(economy !== undefined ? { economy } : {}),
        ...when('current', bowling),
      });
      continue;
    }
    const fall = ScorecardRows.fall.decode(row);
    if (fall) {
      current.fallOfWickets.push(fall);
      continue;
    }
    const stand = ScorecardRows.partnership.decode(row);
    if (stand) {
      current.partnerships.push({
        wicket: stand.wicket,
        runs: stand.runs,
        balls: stand.balls,
        batters: [stand.first, stand.second],
        ...when('unbroken', stand.unbroken),
      });
    }
  }
  return card;
}
