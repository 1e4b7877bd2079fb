/**
 * A cricketer's and a kabaddi player's figures on his profile, on a phone (360 px), against the shared
 * site (the simulator): the page shows what pp_ carries (his career row's figures, or the sentence
 * when none of his finished matches is on record), in Tamil only but for proper names, with the
 * tables scrolling inside their box and not the page.
 */
import { decodeFeedDocument, decodePlayerProfileFeed, decodeSquadFeed, formatFeedName } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { englishWords, pageTexts } from './names.ts';
import { sharedSite, suiteBrowser } from './support.ts';

const site = sharedSite();
const chromium = suiteBrowser();

async function feed(name: string): Promise<string> {
  return (await fetch(`${site.origin}/x/feed/${name}`)).text();
}

/** A player of the first team playing today, and what his pp_ says. */
async function playerOf(sportId: number) {
  const name = formatFeedName({ kind: 'full', sportId, day: 0, tzMinutes: 330, lang: 'ta', projectType: 1 });
  const day = decodeFeedDocument(await feed(name));
  const teamId = day.events.map(({ patch }) => patch.homeId).find((id) => id !== undefined && id !== '');
  if (!teamId) throw new Error(`no match of sport ${sportId} today`);
  const squad = decodeSquadFeed(await feed(`psq_${teamId}_ta`));
  const player = squad.players[0];
  if (!player) throw new Error(`team ${teamId} has no squad`);
  const body = await feed(`pp_${player.id}_ta`);
  // Proper names the page may show: every value with Latin letters in its feed (teams, leagues, him).
  const names = [...body.matchAll(/÷([^¬~]*)/g)].flatMap((m) =>
    m[1] && /[A-Za-z]/.test(m[1]) ? [m[1]] : [],
  );
  return { id: player.id, names, doc: decodePlayerProfileFeed(body) };
}

describe('player figures on a phone', () => {
  for (const [sportId, slug] of [
    [13, 'cricket'],
    [42, 'kabaddi'],
  ] as const) {
    it(`${slug}: the figures pp_ carries, or the sentence; Tamil only; the page does not scroll sideways`, async () => {
      const { id, names, doc } = await playerOf(sportId);
      const page = await chromium.browser.newPage({ viewport: { width: 360, height: 800 } });
      try {
        await page.goto(`${site.origin}/ta/${slug}/player/${id}/`);
        const section = page.locator('section[aria-labelledby="pl-figs-h"]');
        await expect(section.locator('h2').textContent()).resolves.toBe('புள்ளிவிவரங்கள்');
        const career =
          sportId === 13
            ? doc.cricketFigures.find((r) => r.scope === 'c')
            : doc.kabaddiFigures.find((r) => r.scope === 'c');
        if (career) {
          const firstRow = (await section.locator('tbody tr').first().textContent()) ?? '';
          const shown = 'runs' in career ? career.runs : career.raidPoints;
          expect(firstRow).toContain(new Intl.NumberFormat('ta-IN').format(shown));
        } else {
          await expect(section.locator('p').textContent()).resolves.toBe(
            'முடிந்த போட்டிகளில் இவரது புள்ளிவிவரங்கள் இன்னும் பதிவாகவில்லை.',
          );
          expect(await section.locator('table').count()).toBe(0);
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(englishWords(await pageTexts(page), names)).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});
