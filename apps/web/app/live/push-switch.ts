/**
 * Spec 1 §4 "Push may be toggled manually (disconnect, then fallback)": the visitor's switch, as the
 * live boards read it (board.ts). Off: the push socket is closed and the board polls the update feed
 * (the fallback); on again: the socket reconnects and takes over. The settings feature keeps the switch
 * (features/settings: localStorage `nrl_push`) and provides it around every page (SettingsProvider);
 * without a provider push is on.
 */
import { createContext } from 'react';

export interface PushSwitchSource {
  /** true: push may be used (the default). */
  get(): boolean;
  subscribe(listener: () => void): () => void;
}

export const PushSwitchContext = createContext<PushSwitchSource | null>(null);
