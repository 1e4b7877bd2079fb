/**
 * Accounts as a fan uses them, in Debian's Chromium against the real site and a REAL SMTP server
 * (smtp-server on loopback; the site sends with nodemailer to SMTP_URL): register in the browser,
 * read the confirmation mail and open its link, sign in (the wrong password first), star games in one
 * browser and watch them appear in a second one signed in as the same person (no reload: the user's
 * push subject), pin a league, change the password, sign out, delete the account. Tamil only, no
 * serious or critical axe violation on the account pages and windows.
 */
import { simpleParser } from 'mailparser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { englishWords, pageTexts } from './names.ts';
import { launchChromium, type RunningSite, startSite } from './support.ts';

const WAIT = { timeout: 30_000 };
const EMAIL = 'kavya.rasigai@example.in';
const PASSWORD = 'Kabaddi#Raid7';
const NEW_PASSWORD = 'Vetri#Kodi2026';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

async function smtpServer(): Promise<{ port: number; mails: Mail[]; close(): Promise<void> }> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function until<T>(get: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = get();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** What a /ta account page shows must be Tamil; the person's own address is the one Latin text. */
async function tamilOnly(page: Page, label: string): Promise<void> {
  expect(englishWords(await pageTexts(page), [EMAIL]), label).toEqual([]);
  expect(await seriousViolations(page), label).toEqual([]);
}

/** Script errors of the pages: there must be none. */
const pageErrors: string[] = [];
function watch(page: Page): Page {
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  return page;
}

async function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

/** The favourites store has read the browser's storage: the page is hydrated and its stars work. */
async function boardReady(page: Page): Promise<void> {
  // Attached, not visible: on a phone the sports menu (with the favourites link) is folded away.
  await page.waitForSelector('.fav-menu a[href$="/favourites/"]', { state: 'attached', ...WAIT });
  await page.waitForSelector('button[data-account-button]', WAIT);
}

describe('accounts in a real browser, with real mail', () => {
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  let site: RunningSite;
  let browser: Browser;
  let phone: BrowserContext;
  let laptop: BrowserContext;

  beforeAll(async () => {
    smtp = await smtpServer();
    site = await startSite({
      STORAGE: 'memory',
      SIM_SEED: '2026',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Nerali <no-reply@nerali.test>',
    });
    browser = await launchChromium();
    const options = { timezoneId: 'Asia/Kolkata', locale: 'ta-IN' };
    // A phone-sized window for the first device: the forms must work there.
    phone = await browser.newContext({ ...options, viewport: { width: 390, height: 800 }, isMobile: true });
    laptop = await browser.newContext(options);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await smtp?.close();
    expect(pageErrors).toEqual([]);
  });

  it('registers in the browser; the rules show as the fan types; the mail’s link confirms the address', async () => {
    const page = watch(await phone.newPage());
    await page.goto(`${site.origin}/ta/account/register/`);
    expect(await page.title()).toBe('புதிய கணக்கு | நேரலை');
    const email = page.locator('input[name="email"]');
    const submit = page.locator('.acc-page form.acc-form button[type="submit"]');
    await expect.poll(() => submit.isEnabled(), WAIT).toBe(true);
    await tamilOnly(page, 'register');

    // As the fan types: the address is not one yet, then it is.
    await email.fill('kavya.rasigai@');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.acc-problem').first().innerText()).toContain('முழு மின்னஞ்சல் முகவரியை');
    await email.fill(EMAIL);
    await expect.poll(() => email.getAttribute('aria-invalid')).toBeNull();
    // The password rules tick one by one.
    const password = page.locator('input[name="new-password"]');
    await password.fill('kabaddi');
    expect(await page.locator('li[data-rule="lowercase"]').getAttribute('class')).toBe('on');
    expect(await page.locator('li[data-rule="uppercase"]').getAttribute('class')).toBeNull();
    await password.fill(PASSWORD);
    expect(await page.locator('.acc-rules li.on').count()).toBe(5);
    await page.locator('input[name="nickname"]').fill('கவ்யா_ரசிகை');
    // Without the agreement nothing is sent.
    await submit.click();
    await page.waitForSelector('text=விதிமுறைகளையும் தனியுரிமைக் கொள்கையையும் ஏற்க வேண்டும்', WAIT);
    expect(smtp.mails).toEqual([]);
    // The terms can be read where they are agreed to.
    await page.click('details[data-terms="tou"] summary');
    await page.waitForSelector('details[data-terms="tou"] h4', WAIT);
    await page.check('input[name="agree"]');
    await submit.click();
    await page.waitForSelector('[data-account-registered]', WAIT);
    expect(await page.locator('[data-account-registered]').innerText()).toContain(EMAIL);

    const mail = await until(() => smtp.mails.find((m) => m.to === EMAIL));
    expect(mail.subject).toBe('நேரலை: உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்துங்கள்');
    const link = /https?:\/\/\S+\/ta\/account\/verify\/#t=verifyAccount&i=[a-z0-9]{16}&c=[0-9a-f]{40}/.exec(
      mail.text,
    )?.[0];
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    await page.waitForSelector('[data-account-verified]', WAIT);
    expect(await page.locator('[data-account-verified]').innerText()).toContain('உறுதிசெய்யப்பட்டது');
    // The code does not stay in the address bar.
    expect(new URL(page.url()).hash).toBe('');
    await tamilOnly(page, 'verified');
    await page.close();
  });

  it('a wrong password is said in Tamil; the right one signs in and asks the marketing question', async () => {
    const page = watch(await phone.newPage());
    // Both themes: the dark one too must keep its contrast.
    await phone.addCookies([{ name: 'theme', value: 'dark', url: site.origin }]);
    await page.goto(`${site.origin}/ta/account/register/`);
    await page.waitForSelector('.acc-page form.acc-form', WAIT);
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await tamilOnly(page, 'register, dark');
    await phone.clearCookies({ name: 'theme' });
    await page.goto(`${site.origin}/ta/account/login/`);
    await tamilOnly(page, 'login');
    await page.fill('input[name="email"]', EMAIL);
    await page.fill('input[name="password"]', 'Kabaddi#Wrong1');
    await page.click('.acc-page form.acc-form button[type="submit"]');
    const error = page.locator('[data-account-error]');
    await error.waitFor(WAIT);
    expect(await error.innerText()).toBe('மின்னஞ்சல் முகவரி அல்லது கடவுச்சொல் தவறு.');
    expect(await stored(page, 'lsid_id')).toBeNull();

    await page.fill('input[name="password"]', PASSWORD);
    await page.click('.acc-page form.acc-form button[type="submit"]');
    // A new account has not answered the marketing statement yet (XE12, 1005 BASIC_INITIAL).
    const marketing = page.locator('dialog[data-account-dialog="marketing"]');
    await marketing.waitFor(WAIT);
    await tamilOnly(page, 'marketing question');
    await page.click('button[data-account-marketing="no"]');
    await marketing.waitFor({ state: 'detached', ...WAIT });
    await page.waitForURL(`${site.origin}/ta/account/`, WAIT);
    // Spec 2 §3: the logged user in lsid_ keys, JSON text; null never written.
    expect(await stored(page, 'lsid_id')).toMatch(/^"[a-z0-9]{16}"$/);
    expect(await stored(page, 'lsid_hash')).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    await expect.poll(() => stored(page, 'lsid_email'), WAIT).toBe(JSON.stringify(EMAIL));
    await expect.poll(() => stored(page, 'lsid_name'), WAIT).toBe(JSON.stringify('கவ்யா_ரசிகை'));
    expect(await stored(page, 'lsid_touConfirmed')).toBe('true');
    await page.waitForSelector('[data-account-section="delete"]', WAIT);
    await tamilOnly(page, 'account page');
    await page.close();
  });

  it('games starred on one device appear on the other at once; a pin is kept in the account', async () => {
    // The second device signs in through the header's login window.
    const other = watch(await laptop.newPage());
    await other.goto(`${site.origin}/ta/favourites/`);
    await boardReady(other);
    await other.click('button[data-account-button="visitor"]');
    const dialog = other.locator('dialog[data-account-dialog="login"]');
    await dialog.waitFor(WAIT);
    await tamilOnly(other, 'login window');
    await dialog.locator('input[name="email"]').fill(EMAIL);
    await dialog.locator('input[name="password"]').fill(PASSWORD);
    await dialog.locator('button[type="submit"]').click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await other.waitForSelector('button[data-account-button="signed-in"]', WAIT);
    await other.waitForSelector('text=நீங்கள் இன்னும் எந்தப் போட்டியையும் பின்தொடரவில்லை', WAIT);

    const board = watch(await phone.newPage());
    await board.goto(`${site.origin}/ta/`);
    await boardReady(board);
    await board.waitForSelector('button[data-account-button="signed-in"]', WAIT);
    const id = await board.getAttribute('li[data-event-id] button[data-fav-game]', 'data-fav-game', WAIT);
    if (!id) throw new Error('no game with a star on the board');
    await board.click(`button[data-fav-game="${id}"]`);
    // The laptop, untouched, shows the game: the account's push subject carried it.
    await other.waitForSelector(`li[data-event-id="${id}"]`, WAIT);
    expect(await other.getAttribute(`li[data-event-id="${id}"] button[data-fav-game]`, 'aria-pressed')).toBe(
      'true',
    );

    // A second star: a different game.
    const second = await board.evaluate((first) => {
      for (const b of document.querySelectorAll('li[data-event-id] button[data-fav-game]')) {
        const g = b.getAttribute('data-fav-game');
        if (g && g !== first) return g;
      }
      return null;
    }, id);
    if (second) {
      await board.click(`button[data-fav-game="${second}"]`);
      await other.waitForSelector(`li[data-event-id="${second}"]`, WAIT);
    }
    // Unstarred on the laptop: gone from the phone's storage too.
    await other.click(`li[data-event-id="${id}"] button[data-fav-game]`);
    await expect
      .poll(
        () =>
          board.evaluate(
            (g) => Object.keys(JSON.parse(localStorage.getItem('nrl_mygames') ?? '{}')).includes(g),
            id,
          ),
        WAIT,
      )
      .toBe(false);

    // A signed-in fan pins a league: no sign-in prompt, the pin stays, and the account has it.
    const pin = board.locator('main button[data-fav-pin]').first();
    const key = await pin.getAttribute('data-fav-pin');
    const was = await pin.getAttribute('aria-pressed');
    await pin.click();
    await expect.poll(() => pin.getAttribute('aria-pressed'), WAIT).toBe(was === 'true' ? 'false' : 'true');
    expect(await board.locator('dialog[data-fav-signin]').count()).toBe(0);
    const account = await board.evaluate(async () => {
      const loggedIn = {
        id: JSON.parse(localStorage.getItem('lsid_id') ?? '""'),
        hash: JSON.parse(localStorage.getItem('lsid_hash') ?? '""'),
      };
      const res = await fetch('/v4/getdata', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loggedIn, project: 1 }),
      });
      return (await res.json()) as { data: { myLeagues?: Record<string, Record<string, boolean>> } };
    });
    const sportPins = account.data.myLeagues?.['1'] ?? {};
    expect(sportPins.used).toBe(true);
    expect(sportPins[key ?? '']).toBe(was === 'true' ? undefined : true);
    await board.close();
    await other.close();
  });

  it('new terms: the prompt cannot be dismissed; agreeing lets the account sync again', async () => {
    const third = await browser.newContext({ timezoneId: 'Asia/Kolkata', locale: 'ta-IN' });
    // The server's terms have one version; a new one is played by adding XE8 to the first read.
    let injected = false;
    await third.route('**/v4/getdata', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { errors?: unknown[] };
      if (!injected) {
        injected = true;
        body.errors = [
          ...(body.errors ?? []),
          { err: 'XE8', details: [{ type: 'tou', version: '2026-11-01', projectId: 1 }] },
        ];
      }
      await route.fulfill({ response, json: body });
    });
    const page = await third.newPage();
    watch(page);
    await page.goto(`${site.origin}/ta/account/login/`);
    await page.fill('input[name="email"]', EMAIL);
    await page.fill('input[name="password"]', PASSWORD);
    // The login window of the header is not involved: the page's own form.
    await page.click('.acc-page form.acc-form button[type="submit"]');
    const prompt = page.locator('dialog[data-account-dialog="terms"]');
    await prompt.waitFor(WAIT);
    expect(await stored(page, 'lsid_touConfirmed')).toBe('false');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    expect(await prompt.isVisible()).toBe(true);
    await prompt.locator('details[data-terms="tou"] summary').click();
    await prompt.locator('details[data-terms="tou"] h4').first().waitFor(WAIT);
    await tamilOnly(page, 'terms prompt');
    await prompt.locator('button[data-account-agree]').click();
    await prompt.waitFor({ state: 'detached', ...WAIT });
    expect(await stored(page, 'lsid_touConfirmed')).toBe('true');
    expect(await stored(page, 'lsid_id')).not.toBeNull();
    // The account keeps syncing: a getdata may be in the route's fetch when the context closes.
    await third.unrouteAll({ behavior: 'ignoreErrors' });
    await third.close();
  });

  it('the login window cannot be closed while its request is on its way', async () => {
    const page = watch(await laptop.newPage());
    await page.goto(`${site.origin}/ta/news/`);
    await page.waitForSelector('button[data-account-button="signed-in"]', WAIT);
    // Signed out in this browser only, to sign in again through the window.
    await page.click('button[data-account-button="signed-in"]');
    await page.locator('[data-account-menu] button[data-account-signout]').click();
    await page.waitForSelector('button[data-account-button="visitor"]', WAIT);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await laptop.route('**/v3/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.click('button[data-account-button="visitor"]');
    const dialog = page.locator('dialog[data-account-dialog="login"]');
    await dialog.waitFor(WAIT);
    await dialog.locator('input[name="email"]').fill(EMAIL);
    await dialog.locator('input[name="password"]').fill(PASSWORD);
    await dialog.locator('button[type="submit"]').click();
    await dialog.locator('button[type="submit"][disabled]').waitFor(WAIT);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.locator('button.acc-x').isDisabled()).toBe(true);
    release();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await page.waitForSelector('button[data-account-button="signed-in"]', WAIT);
    await laptop.unroute('**/v3/login');
    // Open again and closed with Escape: nothing was on its way, so it closes.
    await page.click('button[data-account-button="signed-in"]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-account-menu]', { state: 'detached', ...WAIT });
    await page.close();
  });

  it('changes the password, signs out (My games go), and signs in with the new one', async () => {
    const page = watch(await phone.newPage());
    await page.goto(`${site.origin}/ta/account/`);
    const form = page.locator('[data-account-section="password"] form');
    await form.waitFor(WAIT);
    await form.locator('input[name="current-password"]').fill(PASSWORD);
    await form.locator('input[name="new-password"]').fill(NEW_PASSWORD);
    expect(await form.locator('input[name="sign-out-others"]').isChecked()).toBe(true);
    await form.locator('button[type="submit"]').click();
    await form.locator('[data-account-done]').waitFor(WAIT);
    expect(await form.locator('[data-account-done]').innerText()).toContain('கடவுச்சொல் மாற்றப்பட்டது');

    // Sign out from the header's menu.
    await page.click('button[data-account-button="signed-in"]');
    const menu = page.locator('[data-account-menu]');
    await menu.waitFor(WAIT);
    await tamilOnly(page, 'account menu');
    await menu.locator('button[data-account-signout]').click();
    await page.waitForSelector('button[data-account-button="visitor"]', WAIT);
    await page.waitForSelector('[data-account-notice="signedOut"]', WAIT);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('lsid_')))).toEqual(
      [],
    );
    await expect.poll(() => stored(page, 'nrl_mygames'), WAIT).toBeNull();

    await page.goto(`${site.origin}/ta/account/login/`);
    await page.fill('input[name="email"]', EMAIL);
    await page.fill('input[name="password"]', PASSWORD);
    await page.click('.acc-page form.acc-form button[type="submit"]');
    await page.locator('[data-account-error]').waitFor(WAIT);
    await page.fill('input[name="password"]', NEW_PASSWORD);
    await page.click('.acc-page form.acc-form button[type="submit"]');
    await page.waitForURL(`${site.origin}/ta/account/`, WAIT);
    // The account's games came back to this device with the sign-in.
    await expect
      .poll(
        () =>
          page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('nrl_mygames') ?? '{}')).length),
        WAIT,
      )
      .toBeGreaterThan(0);
    await page.close();
  });

  it('the password pages, and deleting the account (with its confirmation and its mail)', async () => {
    const page = watch(await phone.newPage());
    await page.goto(`${site.origin}/ta/account/password/`);
    await page.waitForSelector('input[name="email"]', WAIT);
    await tamilOnly(page, 'forgotten password');
    await page.goto(`${site.origin}/ta/account/verify/`);
    await page.waitForSelector('input[name="code"]', WAIT);
    await tamilOnly(page, 'verify without a link');

    await page.goto(`${site.origin}/ta/account/`);
    await page.click('button[data-account-delete]');
    const confirm = page.locator('dialog[data-account-dialog="delete"]');
    await confirm.waitFor(WAIT);
    await tamilOnly(page, 'delete confirmation');
    // Escape closes the question: nothing is deleted.
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached', ...WAIT });
    expect(await stored(page, 'lsid_id')).not.toBeNull();
    await page.click('button[data-account-delete]');
    await confirm.locator('button[data-account-delete-confirm]').click();
    await page.waitForURL(`${site.origin}/ta/`, WAIT);
    await page.waitForSelector('[data-account-notice="deleted"]', WAIT);
    expect(await stored(page, 'lsid_id')).toBeNull();
    const mail = await until(() => smtp.mails.find((m) => m.to === EMAIL && m.subject.includes('நீக்கப்பட்டது')));
    expect(mail.text).toContain('நீக்கப்பட்டன');
    // The account is gone: its password signs nobody in.
    await page.goto(`${site.origin}/ta/account/login/`);
    await page.fill('input[name="email"]', EMAIL);
    await page.fill('input[name="password"]', NEW_PASSWORD);
    await page.click('.acc-page form.acc-form button[type="submit"]');
    expect(await page.locator('[data-account-error]').innerText()).toBe(
      'மின்னஞ்சல் முகவரி அல்லது கடவுச்சொல் தவறு.',
    );
    await page.close();
  });
});
