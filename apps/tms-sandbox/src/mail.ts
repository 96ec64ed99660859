import type { Database } from './db/database.ts';

/** A message in the dev mailbox. */
export interface DevMail {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  /** The link the mail is about (absolute for resets, a same-origin path for invites). */
  readonly link: string;
}

/**
 * "Sends" a mail: stores it in the dev mailbox (readable at `GET /api/dev/mailbox?to=`) and logs
 * one line, so a developer can follow the link from the terminal.
 */
export async function sendMail(db: Database, mail: DevMail, log: (line: string) => void): Promise<void> {
  await db.query('INSERT INTO dev_mail (to_address, subject, body, link) VALUES ($1, $2, $3, $4)', [
    mail.to,
    mail.subject,
    mail.body,
    mail.link,
  ]);
  log(`[mail] to=${mail.to} subject="${mail.subject}" link=${mail.link}`);
}
