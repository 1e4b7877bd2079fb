/**
 * Window and menu slots (spec 1 §2): vertical menu, language box, search, settings, notification
 * settings, logged-in interface, login client, registration prompt, language box setup. Only one may
 * be active at a time: opening one closes the one that was open. Activation is refused while the
 * login flow is in a state the user cannot cancel (a sign-in request on its way); closing the login
 * window cancels a cancellable login state.
 *
 * Used by the settings dialog now and by the login dialog of issue 5:
 *   const ok = windowSlots.activate('loginClient', { close: () => setOpen(false) });
 *   windowSlots.setLoginFlow('busy');          // request sent: nothing may take the screen
 *   windowSlots.setLoginFlow('cancellable', cancel); // waiting for the user (a form, a provider popup)
 *   windowSlots.setLoginFlow('idle');          // done
 *   windowSlots.deactivate('loginClient');     // closing it calls `cancel` when cancellable
 */

export const WINDOW_SLOTS = [
  'verticalMenu',
  'languageBox',
  'search',
  'settings',
  'notificationSettings',
  'loggedInInterface',
  'loginClient',
  'registrationPrompt',
  'languageBoxSetup',
] as const;
export type WindowSlot = (typeof WINDOW_SLOTS)[number];

/**
 * - idle: no login in progress;
 * - cancellable: a login waits for the user (a form, a provider's window): closing cancels it;
 * - busy: a login request is on its way: it cannot be cancelled, nothing else may open or close it.
 */
export type LoginFlowState = 'idle' | 'cancellable' | 'busy';

export interface SlotHandle {
  /** Called when another slot takes over (or deactivate): the window hides itself. */
  close(): void;
}

export class WindowSlots {
  private active: { slot: WindowSlot; handle: SlotHandle } | null = null;
  private login: LoginFlowState = 'idle';
  private cancelLogin: (() => void) | null = null;
  private readonly listeners = new Set<() => void>();

  /** The open slot, or null. */
  getActive = (): WindowSlot | null => this.active?.slot ?? null;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  get loginFlow(): LoginFlowState {
    return this.login;
  }

  /**
   * Opens `slot`, closing the one that was open. Refused (false) while the login flow is busy, and
   * when the open login window cannot give way (its cancellable flow is cancelled by giving way).
   */
  activate(slot: WindowSlot, handle: SlotHandle): boolean {
    if (this.login === 'busy') return false;
    const current = this.active;
    if (current?.slot === slot) {
      this.active = { slot, handle };
      return true;
    }
    if (current) {
      if (current.slot === 'loginClient') this.cancelCancellableLogin();
      current.handle.close();
    }
    this.active = { slot, handle };
    this.changed();
    return true;
  }

  /**
   * Closes `slot` if it is the open one. Refused (false) for the login window while its flow is busy;
   * closing it while cancellable cancels the login.
   */
  deactivate(slot: WindowSlot): boolean {
    const current = this.active;
    if (!current || current.slot !== slot) return true;
    if (slot === 'loginClient') {
      if (this.login === 'busy') return false;
      this.cancelCancellableLogin();
    }
    this.active = null;
    current.handle.close();
    this.changed();
    return true;
  }

  /** The login flow's state; `cancel` is what closing the login window does while cancellable. */
  setLoginFlow(state: LoginFlowState, cancel?: () => void): void {
    this.login = state;
    this.cancelLogin = state === 'cancellable' ? (cancel ?? null) : null;
    this.changed();
  }

  private cancelCancellableLogin(): void {
    if (this.login !== 'cancellable') return;
    const cancel = this.cancelLogin;
    this.login = 'idle';
    this.cancelLogin = null;
    cancel?.();
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

/** The page's one slot manager (every window of the site goes through it). */
export const windowSlots = new WindowSlots();
