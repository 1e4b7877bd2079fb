/**
 * The people of the list feeds' test world (testing.ts): Kerala Blasters' squad with profiles, their
 * injuries, the line-ups and incidents of their match against Chennaiyin (g_1_isl00001), and the
 * tennis player R. Nair, whose profile is his own participant.
 */
import { type DetailDocument, IncidentKind } from '@nerali/domain';

const text = (ta: string, en: string) => ({ ta, en });

export const PEOPLE_DOCUMENTS: DetailDocument[] = [
  {
    kind: 'squad',
    key: 'kbfc',
    body: {
      participantId: 'kbfc',
      coach: 'David Català',
      players: [
        { playerId: 'kbp2', name: 'Sachin Suresh', number: 1, position: 'G' },
        { playerId: 'kbp1', name: 'Adrian Luna', number: 10, position: 'M' },
        { playerId: 'kbp3', name: 'Noah Sadaoui', number: 9, position: 'F' },
      ],
    },
  },
  {
    kind: 'player',
    key: 'kbp1',
    body: {
      id: 'kbp1',
      sportId: 1,
      name: 'Adrian Luna',
      participantId: 'kbfc',
      countryId: 2,
      position: 'M',
      number: 10,
      birthDate: '1992-04-12',
      heightCm: 173,
    },
  },
  {
    kind: 'player',
    key: 'kbp2',
    body: {
      id: 'kbp2',
      sportId: 1,
      name: 'Sachin Suresh',
      participantId: 'kbfc',
      countryId: 1,
      position: 'G',
      number: 1,
      birthDate: '2001-01-18',
    },
  },
  {
    kind: 'player',
    key: 'kbp3',
    // A country the world does not know: the feeds leave it out rather than name it wrongly.
    body: { id: 'kbp3', sportId: 1, name: 'Noah Sadaoui', participantId: 'kbfc', countryId: 77 },
  },
  {
    kind: 'player',
    key: 'nair',
    body: {
      id: 'nair',
      sportId: 2,
      name: 'R. Nair',
      participantId: 'nair',
      countryId: 1,
      birthDate: '1999-11-23',
      heightCm: 183,
    },
  },
  {
    kind: 'injuries',
    key: 'kbfc',
    body: {
      participantId: 'kbfc',
      injuries: [
        {
          playerId: 'kbp2',
          playerName: 'Sachin Suresh',
          reason: text('தோள்பட்டை காயம்', 'Shoulder injury'),
          from: '2026-10-02',
          until: '2026-11-10',
        },
        {
          playerId: 'kbp3',
          playerName: 'Noah Sadaoui',
          reason: text('முழங்கால் காயம்', 'Knee injury'),
          from: '2026-11-20',
          until: '2026-12-15',
        },
      ],
    },
  },
  {
    kind: 'lineups',
    key: 'g_1_isl00001',
    body: {
      eventId: 'g_1_isl00001',
      confirmed: true,
      home: { starters: [{ name: 'Adrian Luna', position: 'M', number: 7 }], substitutes: [] },
      away: {
        starters: [
          { playerId: 'kbp2', name: 'Sachin Suresh', number: 1, position: 'G' },
          { playerId: 'kbp1', name: 'Adrian Luna', number: 10, position: 'M' },
        ],
        substitutes: [{ playerId: 'kbp3', name: 'Noah Sadaoui', number: 9, position: 'F' }],
      },
    },
  },
  {
    kind: 'incidents',
    key: 'g_1_isl00001',
    body: {
      eventId: 'g_1_isl00001',
      incidents: [
        {
          seq: 3,
          kind: IncidentKind.substitution,
          side: 2,
          time: '75',
          stage: 13,
          player: 'Noah Sadaoui',
          secondPlayer: 'Adrian Luna',
        },
        {
          seq: 1,
          kind: IncidentKind.goal,
          side: 2,
          time: '38',
          stage: 12,
          player: 'Adrian Luna',
          score: '0-1',
        },
        // Chennaiyin's namesake: not Kerala's Adrian Luna.
        { seq: 2, kind: IncidentKind.yellowCard, side: 1, time: '52', stage: 13, player: 'Adrian Luna' },
      ],
    },
  },
];
