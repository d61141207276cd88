import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message: headers and body as sent. */
  raw: string;
}

export interface LocalSmtp {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port that keeps every message it is given, for tests of the contact form.
 * Plain SMTP without STARTTLS or login, as a local relay would be. `port` brings one back where a stopped one was.
 */
export async function startLocalSmtp(opts: { port?: number } = {}): Promise<LocalSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => (closing ??= new Promise<void>((resolve) => server.close(() => resolve()))),
  };
}

/** Decodes a quoted-printable body (what nodemailer uses for text with long lines or non-ASCII). */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The Subject header of a raw message, with RFC 2047 encoded words ('=?UTF-8?Q?...?=') decoded. */
export function mailSubject(raw: string): string {
  const header = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = /^Subject: (.*)$/im.exec(header)?.[1] ?? '';
  return line.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}
