/**
 * The mail outbox (a transactional outbox): every account mail is first written to `account_mails`,
 * in the same transaction as what it is about when there is one (a new account and its code). A sender
 * then delivers due mails to SMTP_URL with nodemailer, retrying with growing waits, and forgets a sent
 * mail's text after MAIL_KEEP_TEXT_MS. With no SMTP_URL nothing is sent: the operator reads the outbox
 * with `npm run -s accounts -w @nerali/server -- outbox`.
 *
 * So an answer never waits for SMTP (registration takes as long whether or not a mail goes out), and an
 * SMTP outage delays mails instead of losing them.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { StorageLogger } from '../../storage/logger.ts';
import { MAIL_KEEP_TEXT_MS, MAIL_MAX_ATTEMPTS, MAIL_RETRY_BASE_MS } from '../constants.ts';
import type { AccountStore, MailRecord } from '../store.ts';

const POLL_MS = 5_000;
const LEASE_MS = 60_000;
const BATCH = 20;
const DELETE_AFTER_MS = 30 * 86_400_000;
const SCRUB_EVERY_MS = 3_600_000;

export interface MailSenderOptions {
  store: AccountStore;
  smtpUrl: string | null;
  from: string;
  clock: () => number;
  logger: StorageLogger;
}

/** SMTP_URL as nodemailer options, with its own logger off. */
function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    // STARTTLS when the server offers it; smtp://...?tls=required refuses to send in the clear.
    requireTLS: url.searchParams.get('tls') === 'required',
    logger: false,
    debug: false,
  };
}

export class MailSender {
  private readonly transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private lastScrubMs = 0;
  private stopped = false;

  constructor(private readonly options: MailSenderOptions) {
    // WARNING: nodemailer's own logger would print addresses and message text; it stays off.
    this.transport = options.smtpUrl ? nodemailer.createTransport(smtpOptions(options.smtpUrl)) : null;
  }

  get delivering(): boolean {
    return this.transport !== null;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.kick();
  }

  /** Looks for due mails now (after a mail was queued). Returns when this round is done. */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.round()
      .catch((err: unknown) => this.options.logger.error({ err }, 'mail outbox round failed'))
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          void this.kick();
        }
      });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    this.transport?.close();
  }

  private async round(): Promise<void> {
    const { store, clock } = this.options;
    const now = clock();
    if (now - this.lastScrubMs >= SCRUB_EVERY_MS) {
      this.lastScrubMs = now;
      await store.scrubMails(now - MAIL_KEEP_TEXT_MS, now - DELETE_AFTER_MS);
    }
    if (!this.transport) return;
    for (;;) {
      const mails = await store.claimMails(clock(), LEASE_MS, BATCH, MAIL_MAX_ATTEMPTS);
      if (mails.length === 0) return;
      for (const mail of mails) await this.deliver(mail);
      if (mails.length < BATCH || this.stopped) return;
    }
  }

  private async deliver(mail: MailRecord): Promise<void> {
    const { store, clock, logger, from } = this.options;
    const transport = this.transport;
    if (!transport) return;
    try {
      await transport.sendMail({
        from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await store.markMailSent(mail.id, clock());
      logger.info({ mailId: mail.id, kind: mail.kind }, 'mail sent');
    } catch (err) {
      const waitMs = MAIL_RETRY_BASE_MS * 2 ** Math.min(mail.attempts, 10);
      const message = err instanceof Error ? err.message : String(err);
      await store.markMailFailed(mail.id, message, clock() + waitMs);
      // The id and kind only: the text holds a code, the address is personal.
      logger.warn(
        { mailId: mail.id, kind: mail.kind, attempt: mail.attempts, error: message.slice(0, 200) },
        'mail not sent; will retry',
      );
    }
  }
}
