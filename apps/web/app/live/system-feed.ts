/**
 * The system feed `sys_1` (spec §3 "System feed keys"): sync multiplier `mlp`, service status `sst`, update
 * interval `stu` (seconds), server time `utime` (unix seconds). Read from any row, in any order, so the
 * server may lay the cells out as it likes; unknown keys are ignored.
 */
import { cellValue, decodeFeed, SystemKey } from '@nerali/domain';
import { DEFAULT_UPDATE_INTERVAL_S, MAX_UPDATE_INTERVAL_MS, MIN_UPDATE_INTERVAL_MS } from './constants.ts';

export interface SystemInfo {
  multiplier?: number;
  serviceStatus?: number;
  updateIntervalS?: number;
  serverTimeS?: number;
}

function positive(text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** Throws FeedCodecError on a mangled body, like every feed decoder. */
export function decodeSystemFeed(body: string): SystemInfo {
  const info: SystemInfo = {};
  for (const row of decodeFeed(body)) {
    const multiplier = positive(cellValue(row, SystemKey.multiplier));
    if (multiplier !== undefined) info.multiplier = multiplier;
    const status = cellValue(row, SystemKey.serviceStatus);
    if (status !== undefined && status !== '' && Number.isInteger(Number(status))) {
      info.serviceStatus = Number(status);
    }
    const interval = positive(cellValue(row, SystemKey.updateInterval));
    if (interval !== undefined) info.updateIntervalS = interval;
    const time = positive(cellValue(row, SystemKey.serverTime));
    if (time !== undefined) info.serverTimeS = Math.floor(time);
  }
  return info;
}

/**
 * Polling interval: `stu` seconds (default 5) times the multiplier `mlp` (default 1), which the server raises
 * to slow every client down under load. Clamped so a bad value neither floods the server nor stops updates.
 */
export function updateIntervalMs(info: SystemInfo): number {
  const ms = (info.updateIntervalS ?? DEFAULT_UPDATE_INTERVAL_S) * (info.multiplier ?? 1) * 1000;
  return Math.min(MAX_UPDATE_INTERVAL_MS, Math.max(MIN_UPDATE_INTERVAL_MS, Math.round(ms)));
}

/**
 * Spec 1 §3 `sst` (service status, integer). Ours says 1 while the service runs and 0 when it stops (a
 * node shutting down tells its push clients so before it closes: docs/ARCHITECTURE.md "Stop"). Any value
 * above 0 is running; 0 or less is down. Undefined: the feed did not say, so nothing changes.
 */
export function serviceDown(info: SystemInfo): boolean | undefined {
  return info.serviceStatus === undefined ? undefined : info.serviceStatus <= 0;
}
