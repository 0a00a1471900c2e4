import { SAMPLE_VENDOR } from '../../shared/test/samples';
import { SHARE_MESSAGES } from '../../shared/share/share';
import type { ShareLink } from '../../shared/share/wire';

/** GET /list-vendor with one vendor of this name and mobile: where the share buttons read the mobile. */
export const vendorListWith = (companyName: string, mobile: string) => ({
  body: [{ id: '3', _id: '3', index: 1, ...SAMPLE_VENDOR, companyName, mobile }],
});

/** A shared link as the server lists it. */
export const sharedLink = (extra: Partial<ShareLink> = {}): ShareLink => ({
  id: 5,
  kind: 'bill',
  vendor: SAMPLE_VENDOR.companyName,
  document: 'Bill B1042, net payable Rs. 20,969.75',
  fileName: 'Bill-B1042-r1.pdf',
  billId: 'B1042',
  paymentId: null,
  vendorId: 3,
  createdAt: '2026-11-28T06:30:00.000Z',
  createdBy: 'accounts',
  expiresAt: '2099-12-28T06:30:00.000Z',
  revokedAt: null,
  revokedBy: null,
  opened: 0,
  lastOpenedAt: null,
  ...extra,
});

/** POST /bills/:billId/share (or /payments/:id/share) as the server answers a new link. */
export const sharedAnswer = (link: ShareLink, whatsappUrl: string) => ({
  status: 201,
  body: {
    message: SHARE_MESSAGES.created(link.vendor),
    link,
    url: 'https://office.saifreight.in/logistics/share/x',
    whatsappUrl,
  },
});

/** The tab Share on WhatsApp opens on the click: where it is sent once the link is made. */
export function catchNewTab() {
  const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}
