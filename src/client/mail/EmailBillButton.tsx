import { Button } from '../ui/Button';
import { announceSaved, useNotify } from '../ui/use-notify';
import { useEmailBillMutation, useMailStatusQuery } from './mail-api';

/** "Email to vendor": queues the bill's current revision as a PDF for its vendor (202); the line beside it shows where it stands. */
export function EmailBillButton({ billId }: { billId: string }) {
  const notify = useNotify();
  const status = useMailStatusQuery();
  const [emailBill, sending] = useEmailBillMutation();
  const notSetUp = status.data?.configured === false;
  return (
    <Button
      variant="secondary"
      className="btn--small"
      aria-label={`Email to vendor ${billId}`}
      title={notSetUp ? status.data?.message : undefined}
      disabled={notSetUp}
      busy={sending.isLoading}
      busyLabel="Queuing..."
      onClick={async () => announceSaved(notify, await emailBill(billId), 'Failed to queue the e-mail.')}
    >
      Email to vendor
    </Button>
  );
}
