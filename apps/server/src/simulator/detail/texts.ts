/**
 * Texts from templates, in Tamil and English: incident notes, commentary lines, the preview and the
 * report. Names stay as written; the Tamil reads as Tamil sports pages write it.
 */
import { IncidentKind, nationName, type Text } from '@nerali/domain';
import type { NamedIncident } from './named-incidents.ts';

const K = IncidentKind;

/** The note an incident's figure needs ("12 min", "140 checkout"); undefined when there is none. */
export function noteOf(inc: NamedIncident): Text | undefined {
  if (inc.note) return inc.note;
  const v = inc.value;
  if (v === undefined) return undefined;
  switch (inc.kind) {
    case K.checkout:
      return { ta: `${v} செக்அவுட்`, en: `${v} checkout` };
    case K.century:
      return { ta: `${v} பிரேக்`, en: `${v} break` };
    case K.fifty:
    case K.hundred:
      return { ta: `${v} ரன்கள்`, en: `${v} runs` };
    case K.wicket:
      return v === 0
        ? { ta: 'ரன் எதுவும் எடுக்காமல் ஆட்டமிழந்தார்', en: 'out for 0' }
        : { ta: `${v} ரன்களில் ஆட்டமிழந்தார்`, en: `out for ${v}` };
    case K.penaltyMinutes:
    case K.suspension:
    case K.yellowCard:
      return { ta: `${v} நிமிடம்`, en: `${v} min` };
    case K.homeRun:
      return v > 1 ? { ta: `${v} ரன் ஹோம் ரன்`, en: `${v}-run homer` } : { ta: 'சோலோ ஹோம் ரன்', en: 'solo homer' };
    default:
      return undefined;
  }
}

/** A commentary line for an incident, or undefined for incidents the commentator lets pass. */
export function commentaryOf(
  inc: NamedIncident,
  team: string,
  score: string,
): { kind: string; text: Text; important: boolean } | undefined {
  const who = inc.name ?? team;
  switch (inc.kind) {
    case K.goal:
      return {
        kind: 'goal',
        important: true,
        text: inc.second
          ? {
              ta: `கோல்! ${inc.second} கொடுத்த பாஸை ${who} வலைக்குள் அனுப்பினார். ${team} அணிக்கு கோல், ஸ்கோர் ${score}.`,
              en: `Goal! ${who} finishes after a pass from ${inc.second}. ${team} score, it is ${score}.`,
            }
          : {
              ta: `கோல்! ${who} அடித்த ஷாட் வலையைத் தொட்டது. ${team} ${score}.`,
              en: `Goal! ${who} fires it in for ${team}. ${score}.`,
            },
      };
    case K.penaltyGoal:
      return {
        kind: 'goal',
        important: true,
        text: {
          ta: `பெனால்டியை ${who} கோலாக்கினார்! ஸ்கோர் ${score}.`,
          en: `${who} converts the penalty! ${score}.`,
        },
      };
    case K.ownGoal:
      return {
        kind: 'goal',
        important: true,
        text: {
          ta: `சுய கோல்! ${who} தவறுதலாக தன் வலைக்குள் அனுப்பினார். ${score}.`,
          en: `Own goal! ${who} turns it into his own net. ${score}.`,
        },
      };
    case K.yellowCard:
      return {
        kind: 'card',
        important: false,
        text: { ta: `${who} (${team}) மஞ்சள் அட்டை பெற்றார்.`, en: `${who} (${team}) is shown a yellow card.` },
      };
    case K.secondYellow:
      return {
        kind: 'card',
        important: true,
        text: {
          ta: `இரண்டாவது மஞ்சள் அட்டை! ${who} வெளியேற்றப்பட்டார்; ${team} பத்து பேருடன்.`,
          en: `Second yellow! ${who} is sent off and ${team} are down to ten.`,
        },
      };
    case K.redCard:
      return {
        kind: 'card',
        important: true,
        text: {
          ta: `நேரடி சிவப்பு அட்டை! ${who} மைதானத்தை விட்டு வெளியேறுகிறார்.`,
          en: `Straight red card! ${who} has to go.`,
        },
      };
    case K.substitution:
      return {
        kind: 'substitution',
        important: false,
        text: {
          ta: `${team} மாற்றம்: ${inc.second ?? ''} வெளியே, ${who} உள்ளே.`,
          en: `Substitution for ${team}: ${who} comes on for ${inc.second ?? ''}.`,
        },
      };
    case K.shootoutScored:
      return {
        kind: 'goal',
        important: true,
        text: {
          ta: `${who} பெனால்டியை கோலாக்கினார் (${inc.time ?? ''}).`,
          en: `${who} scores from the spot (${inc.time ?? ''}).`,
        },
      };
    case K.shootoutMissed:
      return {
        kind: 'chance',
        important: true,
        text: { ta: `${who} பெனால்டியைத் தவறவிட்டார்!`, en: `${who} misses his penalty!` },
      };
    case K.wicket:
      return {
        kind: 'wicket',
        important: true,
        text: {
          ta: `விக்கெட்! ${inc.second ?? 'பந்துவீச்சாளர்'} வீசிய பந்தில் ${who} ${inc.value ?? 0} ரன்களில் ஆட்டமிழந்தார். ${team} ${score}.`,
          en: `WICKET! ${who} falls to ${inc.second ?? 'the bowler'} for ${inc.value ?? 0}. ${team} ${score}.`,
        },
      };
    case K.four:
      return {
        kind: 'four',
        important: false,
        text: { ta: `நான்கு! ${who} பந்தை எல்லைக்கோட்டுக்கு அனுப்பினார்.`, en: `FOUR! ${who} finds the rope.` },
      };
    case K.six:
      return {
        kind: 'six',
        important: true,
        text: {
          ta: `சிக்ஸர்! ${who} பந்தை மைதானத்துக்கு வெளியே பறக்கவிட்டார்.`,
          en: `SIX! ${who} sends it into the stands.`,
        },
      };
    case K.fifty:
      return {
        kind: 'milestone',
        important: true,
        text: {
          ta: `${who} அரைசதம் அடித்தார்! (${inc.value ?? 50} ரன்கள்)`,
          en: `Fifty for ${who}! (${inc.value ?? 50} runs)`,
        },
      };
    case K.hundred:
      return {
        kind: 'milestone',
        important: true,
        text: {
          ta: `சதம்! ${who} நூறு ரன்களைக் கடந்தார். அரங்கமே எழுந்து நின்று பாராட்டுகிறது.`,
          en: `HUNDRED! ${who} reaches three figures and the crowd rises.`,
        },
      };
    default:
      return undefined;
  }
}

export function whistle(
  kind: 'kickoff' | 'halfTime' | 'secondHalf' | 'fullTime' | 'start' | 'end',
  score: string,
): Text {
  switch (kind) {
    case 'kickoff':
      return { ta: 'ஆட்டம் தொடங்கியது!', en: 'Kick-off! We are under way.' };
    case 'halfTime':
      return { ta: `முதல் பாதி முடிந்தது. ஸ்கோர் ${score}.`, en: `Half-time. It is ${score}.` };
    case 'secondHalf':
      return { ta: 'இரண்டாம் பாதி தொடங்கியது.', en: 'The second half is under way.' };
    case 'fullTime':
      return { ta: `ஆட்டம் முடிந்தது! இறுதி ஸ்கோர் ${score}.`, en: `Full-time! The final score is ${score}.` };
    case 'start':
      return {
        ta: 'ஆட்டம் தொடங்கியது! முதல் பந்து வீசப்பட்டது.',
        en: 'Play is under way, the first ball is bowled.',
      };
    case 'end':
      return { ta: `ஆட்டம் முடிந்தது. ${score}.`, en: `That is the end of the match. ${score}.` };
  }
}

export function previewText(
  home: string,
  away: string,
  homeChance: number,
  sport: Text,
): { title: Text; body: Text } {
  const favourite = homeChance >= 0.5 ? home : away;
  const pct = Math.round(Math.max(homeChance, 1 - homeChance) * 100);
  const close = pct < 58;
  // The Tamil text names national teams in Tamil (ஸ்பெயின், not Spain), as the Tamil pages do.
  const [homeTa, awayTa, favouriteTa] = [home, away, favourite].map((n) => nationName(n, 'ta'));
  return {
    title: { ta: `${homeTa} எதிர் ${awayTa}: முன்னோட்டம்`, en: `${home} v ${away}: preview` },
    body: close
      ? {
          ta: `${sport.ta} போட்டியில் ${homeTa} அணியும் ${awayTa} அணியும் மோதுகின்றன. இரு அணிகளும் சம பலத்துடன் இருப்பதால் கடும் போட்டி எதிர்பார்க்கப்படுகிறது; புள்ளிவிவரக் கணிப்பு ${favouriteTa} அணிக்கு லேசான சாதகம் (${pct}%) தருகிறது.`,
          en: `${home} meet ${away} in ${sport.en}. Little separates the two sides and a tight contest is expected; the statistical forecast leans slightly to ${favourite} (${pct}%).`,
        }
      : {
          ta: `${sport.ta} போட்டியில் ${homeTa} அணி ${awayTa} அணியை எதிர்கொள்கிறது. ${favouriteTa} அணி வெற்றி பெற அதிக வாய்ப்பு (${pct}%) உள்ளதாக புள்ளிவிவரக் கணிப்பு சொல்கிறது; எதிரணி ஆச்சரியம் தருமா என்பதே கேள்வி.`,
          en: `${home} take on ${away} in ${sport.en}. The statistical forecast makes ${favourite} clear favourites (${pct}%); the question is whether the underdogs can cause an upset.`,
        },
  };
}

export function reportText(
  home: string,
  away: string,
  score: string,
  winner: 'home' | 'away' | 'draw',
  moments: readonly string[],
): { title: Text; body: Text } {
  const won = winner === 'home' ? home : away;
  const lost = winner === 'home' ? away : home;
  const [homeTa, awayTa, wonTa, lostTa] = [home, away, won, lost].map((n) => nationName(n, 'ta'));
  const list = moments.slice(0, 4).join(', ');
  const momentsTa = list ? ` முக்கிய தருணங்கள்: ${list}.` : '';
  const momentsEn = list ? ` Key moments: ${list}.` : '';
  if (winner === 'draw') {
    return {
      title: {
        ta: `${homeTa} - ${awayTa} ஆட்டம் சமநிலையில் முடிந்தது`,
        en: `${home} and ${away} share the spoils`,
      },
      body: {
        ta: `${homeTa} மற்றும் ${awayTa} அணிகள் மோதிய ஆட்டம் ${score} என்ற கணக்கில் சமநிலையில் முடிந்தது.${momentsTa}`,
        en: `${home} and ${away} drew ${score}.${momentsEn}`,
      },
    };
  }
  return {
    title: { ta: `${lostTa} அணியை வீழ்த்தியது ${wonTa}`, en: `${won} beat ${lost}` },
    body: {
      ta: `${wonTa} அணி ${lostTa} அணியை வீழ்த்தியது; இறுதி ஸ்கோர் ${homeTa} ${score} ${awayTa}.${momentsTa}`,
      en: `${won} beat ${lost}; the final score was ${home} ${score} ${away}.${momentsEn}`,
    },
  };
}
