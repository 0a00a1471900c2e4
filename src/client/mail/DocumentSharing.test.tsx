import { screen, waitFor, within } from '@testing-library/react';
import { user } from '../test/user';
import { MAIL_MESSAGES } from '../../shared/mail/mail';
import { SHARE_MESSAGES } from '../../shared/share/share';
import type { ShareLink } from '../../shared/share/wire';
import { catchNewTab, sharedAnswer, sharedLink, vendorListWith } from '../test/share-data';
import { stubFetch } from '../test/fetch-stub';
import { renderWithProviders, signedInAs } from '../test/render-with-providers';
import { SAMPLE_VENDOR } from '../../shared/test/samples';
import { BillSending } from './DocumentSharing';

const vendorList = (mobile: string) => vendorListWith(SAMPLE_VENDOR.companyName, mobile);

const link = sharedLink();
const WA = 'https://wa.me/919822012345?text=Sai%20Freight%20Carriers%3A%20Bill%20B1042';

test('Share on WhatsApp opens wa.me in a new tab with the address the server made; the link is listed and can be withdrawn', async () => {
  let links: ShareLink[] = [];
  const { calls } = stubFetch({
    'GET /mail/status': { body: { configured: false, from: '', message: MAIL_MESSAGES.notSetUp } },
    'GET /mail/outbox': { body: { messages: [], totalCount: 0 } },
    'GET /share-links': () => ({ body: { links } }),
    'GET /list-vendor': vendorList(SAMPLE_VENDOR.mobile),
    'POST /bills/B1042/share': () => {
      links = [link];
      return sharedAnswer(link, WA);
    },
    'POST /share-links/5/revoke': () => {
      links = [{ ...link, revokedAt: '2026-11-28T07:00:00.000Z', revokedBy: 'accounts' }];
      return { body: { message: SHARE_MESSAGES.revoked, link: links[0] } };
    },
  });
  // The tab is opened on the click (so no popup blocker stops it) and sent to wa.me once the link is made.
  const { tab, open } = catchNewTab();
  renderWithProviders(<BillSending billId="B1042" vendor={link.vendor} />, {
    preloadedState: signedInAs('accountant'),
  });
  const button = screen.getByRole('button', { name: 'Share on WhatsApp: bill B1042' });
  await waitFor(() => expect(calls.map((c) => c.path)).toContain('/list-vendor'));
  expect(button).toBeEnabled();
  await user.click(button);
  expect(await screen.findByText(SHARE_MESSAGES.created(link.vendor))).toBeInTheDocument();
  expect(open).toHaveBeenCalledWith('', '_blank');
  expect(tab.location.href).toBe(WA);
  expect(tab.opener).toBeNull();

  const table = await screen.findByRole('table', { name: 'Links shared of B1042' });
  expect(within(table).getByText('Bill B1042, net payable Rs. 20,969.75')).toBeInTheDocument();
  expect(within(table).getByText('Opens until 28/12/2099')).toBeInTheDocument();
  await user.click(within(table).getByRole('button', { name: 'Withdraw link 5: Bill-B1042-r1.pdf' }));
  expect(await screen.findByText(SHARE_MESSAGES.revoked)).toBeInTheDocument();
  expect(await within(table).findByText('Withdrawn 28/11/2026 12:30 by accounts')).toBeInTheDocument();
  open.mockRestore();
});

test('a refusal by the server (the vendor list not read) closes the tab and says why', async () => {
  stubFetch({
    'GET /mail/status': { body: { configured: false, from: '', message: MAIL_MESSAGES.notSetUp } },
    'GET /mail/outbox': { body: { messages: [], totalCount: 0 } },
    'GET /share-links': { body: { links: [] } },
    'POST /bills/B1042/share': {
      status: 409,
      body: { message: SHARE_MESSAGES.noMobile('Om Shree Carriers') },
    },
  });
  const { tab, open } = catchNewTab();
  renderWithProviders(<BillSending billId="B1042" vendor="Om Shree Carriers" />, {
    preloadedState: signedInAs('admin'),
  });
  await user.click(screen.getByRole('button', { name: 'Share on WhatsApp: bill B1042' }));
  expect(await screen.findByText(SHARE_MESSAGES.noMobile('Om Shree Carriers'))).toBeInTheDocument();
  expect(tab.close).toHaveBeenCalled();
  expect(tab.location.href).toBe('');
  open.mockRestore();
});

test('profiles outside the mail area see no sharing', () => {
  stubFetch({});
  renderWithProviders(<BillSending billId="B1042" vendor={SAMPLE_VENDOR.companyName} />, {
    preloadedState: signedInAs('unloadingManager'),
  });
  expect(screen.queryByRole('button', { name: 'Share on WhatsApp: bill B1042' })).not.toBeInTheDocument();
});

// Indian mobile rule: src/shared/common/indian-mobile.ts (techrounder.com on the numbering plan; unconfirmed against the DoT plan).
test.each([
  ['a landline', '2226591234'],
  ['no number', ''],
])(
  'a vendor with %s gets a disabled Share on WhatsApp and the reason, and no link is asked for',
  async (_, mobile) => {
    const { calls } = stubFetch({
      'GET /mail/status': { body: { configured: false, from: '', message: MAIL_MESSAGES.notSetUp } },
      'GET /mail/outbox': { body: { messages: [], totalCount: 0 } },
      'GET /share-links': { body: { links: [] } },
      'GET /list-vendor': vendorList(mobile),
    });
    renderWithProviders(<BillSending billId="B1042" vendor={SAMPLE_VENDOR.companyName} />, {
      preloadedState: signedInAs('accountant'),
    });
    const reason = SHARE_MESSAGES.noMobile(SAMPLE_VENDOR.companyName);
    expect(await screen.findByText(reason)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Share on WhatsApp: bill B1042' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  },
);
