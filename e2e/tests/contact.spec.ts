import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, hasDatabaseAccess, test, withDatabase } from '../fixtures';
import { freePort } from '../harness';
import { decodeQuotedPrintable, startLocalSmtp, type LocalSmtp } from '@resumey/test-support/contact-smtp';
import { serverEntry } from '../../scripts/server-command.mjs';

async function openContactForm(page: Page) {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('contact form', () => {
  test('name and message are required: a toast says so and nothing is sent', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contact')) posts.push(r.method());
    });
    await page.goto('/');
    const dialog = await openContactForm(page);
    const send = dialog.getByRole('button', { name: 'Send Message' });
    const name = dialog.getByRole('textbox', { name: 'Name' });
    const message = dialog.getByRole('textbox', { name: 'Message' });

    await send.click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Validation Error' });
    await expect(toast).toContainText('Please fill in all required fields.');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();

    await name.fill('Only A Name');
    await message.fill('   ');
    await send.click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Validation Error' })).not.toHaveCount(0);
    await expect(message).toBeFocused();
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
    await expect(dialog).toBeVisible();
  });

  test('when the server cannot be reached: Failed to Send, and the text is kept', async ({ page }) => {
    await page.goto('/');
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    const dialog = await openContactForm(page);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Offline Olga');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Is anyone there?');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to Send' });
    await expect(toast).toContainText(
      'There was an error sending your message. Please try again or contact us directly.',
    );
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('Is anyone there?');
    await expect(dialog.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test("over the limit: the server's message with the wait, not Failed to Send", async ({ browser }) => {
    // Its own client address (the e2e server trusts loopback as its proxy, TRUST_PROXY), so the run's limit is untouched.
    const client = `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': client } });
    const page = await context.newPage();
    await page.goto('/');
    const origin = new URL(page.url()).origin;
    for (let i = 1; i <= 5; i++) {
      const res = await page.request.post('/api/contact', {
        data: { name: 'Busy Bea', message: `message ${i}` },
        headers: { origin },
      });
      expect(res.status()).toBe(201);
    }
    const dialog = await openContactForm(page);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Busy Bea');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('One more');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: /^Too many messages\. Please try again in 10 minutes\.$/ }),
    ).toBeVisible();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to Send' })).toHaveCount(0);
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('One more');
    await context.close();
  });
});

/*
 * Delivery by e-mail needs a server started with SMTP_URL. The run's shared server is not (its settings are fixed
 * for every spec), so this block starts a second server with the same command on its own port, on the run's
 * database, with SMTP_URL pointing at an SMTP server started here. It also keeps this spec's messages out of the
 * shared server's per-IP rate limit.
 */
test.describe('contact form delivery', () => {
  test.skip(!hasDatabaseAccess(), 'needs TEST_DATABASE_URL (PostgreSQL) to read the stored message');

  let smtp: LocalSmtp;
  let server: ChildProcess;
  let baseUrl: string;

  test.beforeAll(async () => {
    smtp = await startLocalSmtp();
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    const root = path.resolve(import.meta.dirname, '../..');
    server = spawn(process.execPath, [serverEntry], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        LOG_LEVEL: 'warn',
        WEB_DIST: process.env.E2E_WEB_DIST!,
        SESSION_SECRET: 'e2e-contact-secret-e2e-contact-secret',
        DATABASE_URL: process.env.E2E_DATABASE_URL!,
        SMTP_URL: smtp.url,
        CONTACT_TO: 'team@resumey.example',
      },
    });
    let stderr = '';
    server.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    await expect
      .poll(
        async () => {
          if (server.exitCode !== null) throw new Error(`contact server exited: ${stderr}`);
          return fetch(`${baseUrl}/api/health`).then(
            (r) => r.status,
            () => 0,
          );
        },
        { timeout: 60_000, intervals: [250] },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await smtp?.close();
  });

  test('a sent message is confirmed, stored in the database and mailed to the team', async ({ page }) => {
    const name = `Contact ${randomBytes(4).toString('hex')}`;
    const message = 'Could recruiters leave feedback on a shared resume?\nThanks for Resumey!';
    await page.goto(baseUrl);
    const dialog = await openContactForm(page);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Message' }).fill(message);
    await dialog.getByRole('button', { name: 'Send Message' }).click();

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Message Sent!' });
    await expect(toast).toContainText("Thank you for contacting us. We'll get back to you soon.");
    await expect(dialog).toBeHidden();

    const rows = await withDatabase((db) =>
      db.query('select name, message, created_at from contact_messages where name = $1', [name]),
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0].message).toBe(message);
    expect(Math.abs(Date.now() - new Date(rows.rows[0].created_at).getTime())).toBeLessThan(60_000);

    await expect.poll(() => smtp.received.filter((m) => m.raw.includes(name)).length).toBe(1);
    const mail = smtp.received.find((m) => m.raw.includes(name))!;
    expect(mail.to).toEqual(['team@resumey.example']);
    expect(decodeQuotedPrintable(mail.raw)).toContain('Could recruiters leave feedback on a shared resume?');
    // Delivered through the outbox: the row records it.
    await expect
      .poll(
        async () =>
          (await withDatabase((db) => db.query('select mail_status from contact_messages where name = $1', [name])))
            .rows[0]?.mail_status,
      )
      .toBe('sent');

    // The form is empty for the next message.
    const again = await openContactForm(page);
    await expect(again.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  test('a bot filling the hidden field gets the same answer, but nothing is stored', async ({ page }) => {
    const name = `Bot ${randomBytes(4).toString('hex')}`;
    await page.goto(baseUrl);
    const dialog = await openContactForm(page);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Message' }).fill('cheap pills');
    // What a bot does: fill every input it finds, visible or not.
    await dialog.locator('input[name="homepage"]').fill('http://spam.example', { force: true });
    const response = page.waitForResponse('**/api/contact');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    expect((await response).status()).toBe(201);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Message Sent!' })).toBeVisible();
    const rows = await withDatabase((db) => db.query('select 1 from contact_messages where name = $1', [name]));
    // Dropped before storing (and so before mailing, which follows storing; apps/server/test/contact.test.ts).
    expect(rows.rows).toHaveLength(0);
  });
});
