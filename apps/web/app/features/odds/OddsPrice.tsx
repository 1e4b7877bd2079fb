/**
 * One price in the visitor's format, with the arrow of its last move (ODD7) and, for screen readers,
 * what it is and how it moved. Shared by the sport page's odds tab and the match page's comparison.
 * Shown only where `useOddsRules().showOdds` allows: the caller asks.
 */
import { formatOdds, type OddsFormatCode, OddsMove } from '@nerali/domain';
import { useTranslation } from '../../i18n/react.tsx';

export interface OddsPriceProps {
  /** Decimal price. */
  value: number;
  move: OddsMove;
  format: OddsFormatCode;
  /** A suspended or closed line: shown greyed. */
  active: boolean;
  /** What the price is for, read before it ("Chennaiyin FC to win"). */
  label: string;
}

function Arrow({ up }: { up: boolean }) {
  return (
    <svg className="od-ar" width="8" height="8" viewBox="0 0 8 8" aria-hidden="true" focusable="false">
      <path d={up ? 'M4 1 8 7H0z' : 'M4 7 0 1h8z'} fill="currentColor" />
    </svg>
  );
}

export function OddsPrice({ value, move, format, active, label }: OddsPriceProps) {
  const { t } = useTranslation();
  const moveClass = move === OddsMove.up ? ' od-up' : move === OddsMove.down ? ' od-dn' : '';
  const notes = [
    move === OddsMove.up ? t('oddsBoard.up') : move === OddsMove.down ? t('oddsBoard.down') : null,
    active ? null : t('oddsBoard.suspended'),
  ].filter((note) => note !== null);
  return (
    <span className={`od-p${moveClass}${active ? '' : ' od-off'}`} data-move={move}>
      <span className="sr">{`${label}: `}</span>
      <span className="od-v">{formatOdds(value, format)}</span>
      {move !== OddsMove.none && <Arrow up={move === OddsMove.up} />}
      {notes.length > 0 && <span className="sr">{` (${notes.join(', ')})`}</span>}
    </span>
  );
}
