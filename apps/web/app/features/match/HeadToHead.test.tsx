import { encodeFeed, EventStage, MatchRows, Winner } from '@nerali/domain';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/index.ts';
import { HeadToHead } from './HeadToHead.tsx';

const meeting = (id: string, stage: number, winner: number, result: 'W' | 'D' | 'L') =>
  MatchRows.h2hEvent.encode({
    id,
    startTime: 1_790_000_000,
    leagueId: '1_cup',
    homeId: 'chennaiyin',
    awayId: 'goa',
    homeName: 'Chennaiyin FC',
    awayName: 'FC Goa',
    homeScore: '1',
    awayScore: '1',
    winner,
    stage,
    result,
  });

function render(rows: ReturnType<typeof meeting>[]): string {
  const body = encodeFeed([
    MatchRows.h2hSection.encode({
      section: 0,
      participantId: 'chennaiyin',
      count: rows.length,
      won: 1,
      drawn: 0,
      lost: 1,
    }),
    ...rows,
  ]);
  return renderToString(
    <MemoryRouter>
      <HeadToHead
        body={body}
        homeName="Chennaiyin FC"
        awayName="FC Goa"
        t={getI18n('ta').t}
        lang="ta"
        tzMinutes={330}
      />
    </MemoryRouter>,
  );
}

describe('[S2 4.12] head-to-head marks refined', () => {
  it('[S2 4.12] a meeting won on a shoot-out after a draw and one lost in extra time say so; a plain one does not', () => {
    const html = render([
      meeting('g_1_a', EventStage.afterPenalties, Winner.home, 'W'),
      meeting('g_1_b', EventStage.afterExtraTime, Winner.away, 'L'),
      meeting('g_1_c', EventStage.finished, Winner.home, 'W'),
    ]);
    expect(html).toMatch(/title="சமநிலைக்குப் பின் பெனால்டி ஷூட்அவுட்டில் வெற்றி" data-form="drawThenWin"/);
    expect(html).toMatch(/வெ<sup class="res-m">பெ<\/sup>/);
    expect(html).toMatch(/title="கூடுதல் நேரத்தில் தோல்வி" data-form="lossAfterExtraTime"/);
    expect(html).toMatch(/தோ<sup class="res-m">கூ<\/sup>/);
    expect(html).toMatch(/title="வெற்றி" data-form="W"/);
    expect(html.match(/<sup/g)).toHaveLength(2);
  });
});
