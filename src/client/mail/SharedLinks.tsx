import { formatAuditTime } from '../../shared/audit/audit-display';
import { formatIndianDate, todayInIndia } from '../../shared/common/dates';
import type { ShareLink, ShareLinksQuery } from '../../shared/share/wire';
import { Button } from '../ui/Button';
import { DataTable } from '../ui/DataTable';
import { announceSaved, useNotify } from '../ui/use-notify';
import { useRevokeShareLinkMutation, useShareLinksQuery } from './share-api';

/** Where a link stands: open until a day, withdrawn, or expired. */
function linkState(link: ShareLink): string {
  if (link.revokedAt) return `Withdrawn ${formatAuditTime(link.revokedAt)} by ${link.revokedBy}`;
  if (link.expiresAt <= new Date().toISOString())
    return `Expired ${formatIndianDate(todayInIndia(new Date(link.expiresAt)))}`;
  return `Opens until ${formatIndianDate(todayInIndia(new Date(link.expiresAt)))}`;
}

function RevokeButton({ link }: { link: ShareLink }) {
  const notify = useNotify();
  const [revoke, revoking] = useRevokeShareLinkMutation();
  if (link.revokedAt || link.expiresAt <= new Date().toISOString()) return null;
  return (
    <Button
      variant="danger"
      className="btn--small"
      aria-label={`Withdraw link ${link.id}: ${link.fileName}`}
      busy={revoking.isLoading}
      onClick={async () => announceSaved(notify, await revoke(link.id), 'Failed to withdraw the link.')}
    >
      Withdraw
    </Button>
  );
}

/** A document's shared links (a bill's PDFs and advices, a vendor's statements): who shared, opened how often, Withdraw. */
export function SharedLinks({ query, label }: { query: ShareLinksQuery; label: string }) {
  const links = useShareLinksQuery(query);
  const rows = links.data?.links ?? [];
  if (rows.length === 0) return null;
  return (
    <DataTable
      label={label}
      caption={<caption>{label}</caption>}
      head={
        <tr>
          <th>Shared</th>
          <th>What</th>
          <th>File</th>
          <th>Link</th>
          <th className="num">Opened</th>
          <th>Actions</th>
        </tr>
      }
    >
      {rows.map((link) => (
        <tr key={link.id}>
          <td>
            {formatAuditTime(link.createdAt)}
            <br />
            <small>by {link.createdBy}</small>
          </td>
          {/* The words name the kind: "Bill B1034, ...", "Payment advice: ...", "Statement of account ...". */}
          <td className="cell-wrap">{link.document}</td>
          <td>{link.fileName}</td>
          <td>{linkState(link)}</td>
          <td className="num">
            {link.opened}
            {link.lastOpenedAt && <small> (last {formatAuditTime(link.lastOpenedAt)})</small>}
          </td>
          <td>
            <RevokeButton link={link} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
