import addressparser from 'nodemailer/lib/addressparser';
import type { MailConfig, ServerConfig } from '../../config';

/** Whom mail is from: MAIL_FROM's address, its name (else the business's), and the domain of our Message-IDs. */
export interface MailSender {
  address: string;
  name: string;
  domain: string;
}

/** The business a message speaks for: its name and address sign every message; its TAN is on the statement. */
export interface MailBusiness {
  name: string;
  address: string;
  tan: string;
}

/**
 * The app's mail: whether it is set up (SMTP_URL), who sends, and a nudge that wakes this
 * instance's worker when a request has just queued a message (other instances find it on their
 * next look).
 */
export interface MailSetup {
  config: MailConfig | null;
  sender: MailSender | null;
  business: MailBusiness;
  nudge(): void;
  onNudge(listener: () => void): () => void;
}

export function mailSetup(config: ServerConfig): MailSetup {
  const listeners = new Set<() => void>();
  const business = { name: config.businessName, address: config.businessAddress, tan: config.businessTan };
  let sender: MailSender | null = null;
  if (config.mail) {
    // Checked at start (mail-settings.ts): one address.
    const [from] = addressparser(config.mail.from);
    const address = from.address ?? '';
    sender = { address, name: from.name || business.name, domain: address.split('@')[1] };
  }
  return {
    config: config.mail,
    sender,
    business,
    nudge: () => listeners.forEach((listener) => listener()),
    onNudge(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
