/** The mail Stint sends, each rendered to a subject, a text body and an HTML body. */
export type MailTemplates = {
  welcome: { fullName: string; organizationName: string; loginUrl: string };
  password_reset: { fullName: string; resetUrl: string };
  role_assignment: {
    recipientName: string;
    roleName: string;
    organizationName: string;
    assignedBy: string;
    setPasswordUrl: string;
  };
  project_assignment: {
    recipientName: string;
    projectName: string;
    projectCode: string;
    assignedBy: string;
    role: string;
    projectUrl: string;
  };
  /**
   * A notification of a kind its person chose to get by mail too. `link` is the app path it
   * opens, made whole with PUBLIC_URL when the mail is rendered; mail queued before 2026-11-28
   * holds the whole address in `url` instead.
   */
  notification: {
    recipientName: string;
    title: string;
    message: string;
    link?: string | null;
    url?: string | null;
  };
};

export type MailTemplate = keyof MailTemplates;
export type RenderedMail = { subject: string; text: string; html: string };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#4f46e5;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="color:#666;font-size:12px">Or open this link: ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:24px"><h2 style="margin:0 0 16px">Stint</h2>${body}${button}</body></html>`;
}

function mail(
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): RenderedMail {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : [])].join('\n\n');
  return { subject, text, html: layout(paragraphs, action) };
}

const renderers: {
  [K in MailTemplate]: (data: MailTemplates[K], publicUrl: string) => RenderedMail;
} = {
  welcome: (d) =>
    mail(
      `Welcome to Stint, ${d.fullName}`,
      [`Hi ${d.fullName},`, `Your organization ${d.organizationName} is ready on Stint.`],
      { label: 'Sign in', url: d.loginUrl },
    ),
  password_reset: (d) =>
    mail(
      'Reset your Stint password',
      [
        `Hi ${d.fullName},`,
        'Someone asked to reset the password of your Stint account. If it was you, choose a new password with the link below; it works for one hour. If it was not, ignore this mail.',
      ],
      { label: 'Reset password', url: d.resetUrl },
    ),
  role_assignment: (d) =>
    mail(
      `You have been added to ${d.organizationName} on Stint`,
      [
        `Hi ${d.recipientName},`,
        `${d.assignedBy} added you to ${d.organizationName} as ${d.roleName}.`,
        'Choose your password with the link below (it works for 7 days), then sign in.',
      ],
      { label: 'Set your password', url: d.setPasswordUrl },
    ),
  project_assignment: (d) =>
    mail(
      `You are ${d.role} of ${d.projectName}`,
      [
        `Hi ${d.recipientName},`,
        `${d.assignedBy} assigned you as ${d.role} of ${d.projectName} (${d.projectCode}).`,
      ],
      { label: 'Open the project', url: d.projectUrl },
    ),
  notification: (d, publicUrl) => {
    // PUBLIC_URL comes without a trailing slash (config.ts), as every link in mail takes it.
    const url = d.link?.startsWith('/') ? `${publicUrl}${d.link}` : (d.url ?? null);
    return mail(
      d.title,
      [
        `Hi ${d.recipientName},`,
        d.message,
        'You get this mail because you chose to get these notifications by mail in Stint (account menu, Notification Settings).',
      ],
      url ? { label: 'Open in Stint', url } : undefined,
    );
  },
};

export const isMailTemplate = (name: string): name is MailTemplate =>
  Object.hasOwn(renderers, name);

/** A mail of `template` with `data`, its app links on the site at `publicUrl` (PUBLIC_URL). */
export function renderMail<K extends MailTemplate>(
  template: K,
  data: MailTemplates[K],
  publicUrl: string,
): RenderedMail {
  return renderers[template](data, publicUrl);
}
