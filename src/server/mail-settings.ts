import addressparser from 'nodemailer/lib/addressparser';

/**
 * The mail settings' own rules (SMTP_URL, MAIL_FROM): a bad value stops the start naming it, and
 * the password in SMTP_URL is never printed back.
 */

/** smtp:// (STARTTLS when the server offers it) or smtps:// (TLS from the start), with a host. */
export function smtpUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'must be a URL such as smtps://user:password@smtp.example.in:465';
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:')
    return 'must start with smtp:// or smtps:// (e.g. smtps://user:password@smtp.example.in:465)';
  if (!parsed.hostname) return 'must name the mail server (smtps://user:password@smtp.example.in:465)';
  if (Boolean(parsed.username) !== Boolean(parsed.password))
    return 'must carry both a user and a password, or neither (a relay that needs no login)';
  return null;
}

/** One address, bare or as 'Name <address>'. */
export function mailFromProblem(from: string): string | null {
  const parsed = addressparser(from);
  const address = parsed.length === 1 ? parsed[0].address : '';
  return address && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)
    ? null
    : 'must be one e-mail address, bare or as Name <address> (e.g. Sai Freight Carriers <accounts@saifreight.in>)';
}
