import { decodeVideoFeed, type Lang } from '@nerali/domain';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/index.ts';
import { I18nProvider } from '../../i18n/react.tsx';
import { NOW_S, videoBody } from './test-fixtures.ts';
import { VideoView } from './VideoView.tsx';

function render(url: string, lang: Lang = 'ta'): string {
  const feed = decodeVideoFeed(videoBody(url));
  if (!feed) throw new Error('no feed');
  return renderToString(
    <I18nProvider i18n={getI18n(lang)}>
      <MemoryRouter>
        <VideoView lang={lang} feed={feed} nowS={NOW_S} tzMinutes={330} />
      </MemoryRouter>
    </I18nProvider>,
  );
}
const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

describe('VideoView', () => {
  it('no clip (the simulator’s path): a poster of the match and a plain line, never “test data”', () => {
    const html = render('/ta/match/1_isl00001/#highlights');
    expect(text(html)).toContain('இந்த ஆட்டத்தின் வீடியோ இன்னும் கிடைக்கவில்லை.');
    expect(html).not.toContain('சோதனை');
    expect(html).not.toContain('<video');
    expect(html).not.toContain('<iframe');
    // The poster names the match's sides and its competition.
    const poster = /<img src="(data:image\/svg\+xml[^"]+)"/.exec(html)?.[1] ?? '';
    const svg = decodeURIComponent(
      poster.replace(/^data:image\/svg\+xml;charset=utf-8,/, '').replace(/&amp;/g, '&'),
    );
    expect(svg).toContain('Chennaiyin FC');
    expect(svg).toContain('Kerala Blasters');
    expect(svg).toContain('இந்தியன் சூப்பர் லீக்');
    expect(html).toContain('alt="Chennaiyin FC – Kerala Blasters"');
    expect(html).toContain('href="/ta/match/');
  });

  it('a file: a video element that loads nothing before play, with a poster', () => {
    const html = render('https://video.example/v1.mp4');
    expect(html).toMatch(
      /<video controls="" preload="none" src="https:\/\/video\.example\/v1\.mp4" poster="data:image\/svg\+xml/,
    );
    expect(text(html)).not.toContain('கிடைக்கவில்லை');
  });

  it('YouTube: a button over the poster, no frame and nothing from the host before the click', () => {
    const html = render('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(html).toContain('<button type="button" class="vd-play"');
    expect(html).not.toContain('<iframe');
    expect(html).not.toMatch(/src="https:\/\/[^"]*(youtube|ytimg)/);
    expect(text(html)).toContain('வீடியோவை இயக்கு');
    expect(text(html)).toContain('இயக்கு பொத்தானை அழுத்திய பிறகே YouTube தளத்திலிருந்து');
  });

  it('English on /en', () => {
    expect(text(render('/x', 'en'))).toContain('No clip of this match is available yet.');
  });
});
