import nodemailer from 'nodemailer';

export interface ContactMessage {
  name: string;
  message: string;
  time: Date;
}

/** Sends one contact message to CONTACT_TO; rejects when the mail server does not take it. */
export type SendContactMail = (msg: ContactMessage) => Promise<void>;

/** The mailer of SMTP_URL, with timeouts so a slow or dead mail server never holds a delivery for long. */
export function smtpSender(smtpUrl: string, to: string): SendContactMail {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return async (msg) => {
    await transport.sendMail(contactMail(smtpUrl, to, msg));
  };
}

/** The e-mail sent to CONTACT_TO. The sender is the SMTP login when it is an address, else CONTACT_TO itself. */
export function contactMail(smtpUrl: string, to: string, msg: ContactMessage) {
  let login = '';
  try {
    login = decodeURIComponent(new URL(smtpUrl).username);
  } catch {
    // An unparsable URL is nodemailer's to report.
  }
  const from = /^[^\s@]+@[^\s@]+$/.test(login) ? login : to;
  // Control characters would otherwise end up in a header.
  const safeName = msg.name.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').slice(0, 100);
  return {
    from: { name: 'Resumey contact form', address: from },
    to,
    subject: `Resumey contact: ${safeName}`,
    text: `Name: ${msg.name}\nTime: ${msg.time.toISOString()}\n\n${msg.message}\n`,
  };
}
