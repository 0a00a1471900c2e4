import { formatIndianDate } from '../../../../shared/common/dates';
import type { MailDocument } from '../documents';
import type { MailBusiness } from '../mail-setup';
import { greeting, signOff } from './words';

/** The invitation to the vendor portal: the username and the one-time link that sets the password. */

export const inviteSubject = (business: MailBusiness) => `Your login to the ${business.name} vendor portal`;

export function inviteText(
  invite: Extract<MailDocument, { kind: 'portalInvite' }>,
  link: string,
  business: MailBusiness,
): string {
  return [
    greeting(invite.vendor),
    '',
    `You can now see your bills, payments, statement, TDS and trips with ${business.name} online.`,
    `Your username is ${invite.username}. Open this link to choose your password (it works once, until ${formatIndianDate(invite.expiresAt.slice(0, 10))}):`,
    '',
    link,
    '',
    'If you did not expect this message, ignore it: nothing happens until the link is opened.',
    ...signOff(business),
  ].join('\n');
}
