import { useId } from 'react';
import { Button } from '../ui/Button';
import { useNotify } from '../ui/use-notify';
import { serverMessage } from '../app/errors';
import { whatsAppRefusal } from '../../shared/share/share';
import { useVendorMobile } from '../lookups/vendor-mobiles';

type Shared = { data: { message: string; whatsappUrl: string } } | { error: unknown };

/**
 * "Share on WhatsApp": makes a link to the document (the server answers the wa.me address with the
 * vendor's mobile and a short message) and opens it. The tab is opened on the click itself, so no
 * popup blocker stops it, and sent to wa.me once the link is made (closed if it could not be).
 * A vendor whose number is not an Indian mobile gets a disabled button and the reason beside it
 * (the server refuses such a link too); until the number is known the server has the last word.
 */
export function ShareOnWhatsApp({
  label,
  vendor,
  share,
  busy,
}: {
  /** The button's accessible name: 'Share on WhatsApp: bill B1034'. */
  label: string;
  /** The vendor the document goes to, by company name. */
  vendor: string;
  share: () => Promise<Shared>;
  busy: boolean;
}) {
  const notify = useNotify();
  const mobile = useVendorMobile(vendor);
  const reasonId = useId();
  const refusal = mobile === undefined ? null : whatsAppRefusal(vendor, mobile);
  if (refusal)
    return (
      <>
        <Button
          variant="secondary"
          className="btn--small"
          aria-label={label}
          aria-describedby={reasonId}
          disabled
        >
          Share on WhatsApp
        </Button>{' '}
        <small id={reasonId}>{refusal}</small>
      </>
    );
  return (
    <Button
      variant="secondary"
      className="btn--small"
      aria-label={label}
      busy={busy}
      busyLabel="Making link..."
      onClick={async () => {
        const tab = window.open('', '_blank');
        const result = await share();
        if ('error' in result) {
          tab?.close();
          notify.error(serverMessage(result.error) ?? 'Failed to make the link.');
          return;
        }
        notify.success(result.data.message);
        if (tab) {
          tab.opener = null;
          tab.location.href = result.data.whatsappUrl;
        } else window.location.assign(result.data.whatsappUrl);
      }}
    >
      Share on WhatsApp
    </Button>
  );
}
