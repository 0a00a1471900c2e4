import { Button } from '../ui/Button';
import { useNotify } from '../ui/use-notify';
import { serverMessage } from '../app/errors';

type Shared = { data: { message: string; whatsappUrl: string } } | { error: unknown };

/**
 * "Share on WhatsApp": makes a link to the document (the server answers the wa.me address with the
 * vendor's mobile and a short message) and opens it. The tab is opened on the click itself, so no
 * popup blocker stops it, and sent to wa.me once the link is made (closed if it could not be).
 */
export function ShareOnWhatsApp({
  label,
  share,
  busy,
}: {
  /** The button's accessible name: 'Share on WhatsApp: bill B1034'. */
  label: string;
  share: () => Promise<Shared>;
  busy: boolean;
}) {
  const notify = useNotify();
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
