import { useId, useState } from 'react';
import { pathOf } from '../../../shared/common/endpoint';
import { formatIndianDate } from '../../../shared/common/dates';
import { taxYearOf } from '../../../shared/accounting/law-in-force';
import { vendorEndpoints, type VendorDeclaration } from '../../../shared/masters/wire';
import { serverMessage } from '../../app/errors';
import { useDownloadFileMutation } from '../../app/download';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Field';
import { useNotify } from '../../ui/use-notify';
import { useAttachDeclarationMutation, useListVendorsQuery, useVendorDeclarationsQuery } from './vendors-api';

/**
 * Each tax year's transporter's declaration of a vendor (one record per year, the latest on the
 * vendor row), with the PDF of the signed declaration kept beside it: attached here, downloaded again.
 */
export function VendorDeclarations() {
  const titleId = useId();
  const { data } = useListVendorsQuery();
  const [vendorId, setVendorId] = useState('');
  const declarations = useVendorDeclarationsQuery(vendorId, { skip: vendorId === '' });
  const declared = (data ?? []).filter((v) => v.declaration194C6Date);
  if (declared.length === 0) return null;
  return (
    <section className="card vendor-declarations" aria-labelledby={titleId}>
      <h2 className="card__title" id={titleId}>
        Transporter&apos;s declarations
      </h2>
      <SelectField
        label="Declarations of"
        value={vendorId}
        options={[
          { value: '', label: 'Choose a vendor' },
          ...declared.map((v) => ({ value: v.id, label: v.companyName })),
        ]}
        onChange={(e) => setVendorId(e.target.value)}
      />
      {vendorId !== '' && declarations.data && (
        <table className="data-table" aria-label="Declarations by tax year">
          <thead>
            <tr>
              <th scope="col">Received On</th>
              <th scope="col">Year</th>
              <th scope="col">Goods Carriages</th>
              <th scope="col">Signed Declaration</th>
            </tr>
          </thead>
          <tbody>
            {declarations.data.declarations.map((d) => (
              <DeclarationRow key={d.receivedOn} vendorId={vendorId} declaration={d} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function DeclarationRow({ vendorId, declaration: d }: { vendorId: string; declaration: VendorDeclaration }) {
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [attach, attaching] = useAttachDeclarationMutation();
  const [download] = useDownloadFileMutation();
  const date = formatIndianDate(d.receivedOn);

  async function attachFile() {
    if (!file) return;
    const result = await attach({ id: vendorId, receivedOn: d.receivedOn, file });
    if ('error' in result)
      return notify.error(serverMessage(result.error) ?? 'Failed to attach the declaration.');
    notify.success(result.data.message);
    setFile(null);
  }

  async function downloadFile() {
    const url = pathOf(vendorEndpoints.declarationDocument, { id: vendorId, receivedOn: d.receivedOn });
    const result = await download({ url, fallbackName: d.documentName || `declaration-${d.receivedOn}.pdf` });
    if ('error' in result) notify.error(serverMessage(result.error) ?? 'Failed to download the declaration.');
  }

  return (
    <tr>
      <td>{date}</td>
      <td>{taxYearOf(d.receivedOn)}</td>
      <td className="num">{d.goodsCarriages}</td>
      <td>
        {d.documentName ? (
          <Button
            variant="secondary"
            onClick={downloadFile}
            aria-label={`Download the declaration of ${date}`}
          >
            {d.documentName}
          </Button>
        ) : (
          <>
            <input
              type="file"
              accept="application/pdf,.pdf"
              aria-label={`Signed declaration PDF of ${date}`}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
            <Button onClick={attachFile} disabled={!file} busy={attaching.isLoading} busyLabel="Attaching...">
              Attach
            </Button>
          </>
        )}
      </td>
    </tr>
  );
}
