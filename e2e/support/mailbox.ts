import { expect } from 'vitest';
import { baseUrl } from './browser';

export interface HeldMail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to `to` whose subject matches, from the development mailbox, once it is there. */
export async function waitForMail(to: string, subject: RegExp): Promise<HeldMail> {
  let found: HeldMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseUrl()}/api/dev/mail`);
        const mails = (await response.json()) as HeldMail[];
        found = mails.find((mail) => mail.to === to && subject.test(mail.subject));
        return found;
      },
      { timeout: 10_000, interval: 200 },
    )
    .toBeDefined();
  return found!;
}

/** The first link of a mail's text that starts with `prefix`. */
export function linkIn(mail: HeldMail, prefix: string): string {
  const url = mail.text.match(/https?:\/\/\S+/g)?.find((link) => link.startsWith(prefix));
  if (!url) throw new Error(`No ${prefix} link in mail "${mail.subject}":\n${mail.text}`);
  return url;
}
