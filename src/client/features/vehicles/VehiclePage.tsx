import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  EXPIRY_WARNING_DAYS,
  VEHICLE_MESSAGES,
  documentLabel,
  normaliseTruckNumber,
  truckNumberKey,
  type DocumentKey,
} from '../../../shared/masters/vehicle';
import { pathOf } from '../../../shared/common/endpoint';
import { vehicleEndpoints } from '../../../shared/masters/vehicles-wire';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { Field } from '../../ui/Field';
import { useNotify } from '../../ui/use-notify';
import { useDownloadFileMutation } from '../../app/download';
import { useAddressParams } from '../../lists/address-params';
import { errorStatus, serverMessage } from '../../app/errors';
import { AddVehicleForm } from './AddVehicleForm';
import { VehicleTile } from './VehicleTile';
import {
  useDeleteVehicleMutation,
  useListVehiclesQuery,
  useResetDocumentMutation,
  useVehicleSettingsQuery,
} from './vehicles-api';
import './vehicles.css';

type Pending =
  { kind: 'reset'; truckNo: string; docKey: DocumentKey } | { kind: 'delete'; truckNo: string } | null;

/** Vehicle (/vehicle): the add form, a search by truck number and a tile per vehicle. */
export function VehiclePage() {
  const { data: vehicles = [], isLoading, error } = useListVehiclesQuery();
  // The server's window (EXPIRY_WARNING_DAYS), so a tile flags what the bell flags; the default until it answers.
  const warningDays = useVehicleSettingsQuery().data?.expiryWarningDays ?? EXPIRY_WARNING_DAYS;
  // The search lives in the address (?truck=), so a bell notice can open the screen on its truck.
  const address = useAddressParams();
  const [search, setSearchText] = useState(() => normaliseTruckNumber(address.opened.get('truck') ?? ''));
  function setSearch(value: string) {
    setSearchText(value);
    address.update((params) => (value ? params.set('truck', value) : params.delete('truck')));
  }
  // A notice opened while already on this screen changes only the address.
  const addressed = new URLSearchParams(useLocation().search).get('truck');
  const [seenAddress, setSeenAddress] = useState(addressed);
  if (addressed !== seenAddress) {
    setSeenAddress(addressed);
    if (addressed !== null) setSearchText(normaliseTruckNumber(addressed));
  }
  const [pending, setPending] = useState<Pending>(null);
  const [downloading, setDownloading] = useState<{ truckNo: string; docKey: DocumentKey } | null>(null);
  const [deleteVehicle, deleteState] = useDeleteVehicleMutation();
  const [resetDocument, resetState] = useResetDocumentMutation();
  const [downloadFile] = useDownloadFileMutation();
  const notify = useNotify();

  // SPEC.md section 8: a master-data fetch failure is only logged.
  useEffect(() => {
    if (error) console.error('Fetching vehicles failed', error);
  }, [error]);

  const shown = useMemo(() => {
    const query = truckNumberKey(search);
    return query ? vehicles.filter((v) => truckNumberKey(v.truck_no).includes(query)) : vehicles;
  }, [vehicles, search]);

  async function onDownload(truckNo: string, docKey: DocumentKey) {
    setDownloading({ truckNo, docKey });
    // Fetched (not a plain link) so a failure is reported on the page instead of replacing it.
    const url = pathOf(vehicleEndpoints.download, { truckNo, docKey });
    const result = await downloadFile({ url, fallbackName: `${truckNo}-${docKey}.pdf` });
    setDownloading(null);
    if (result.error) {
      const message = serverMessage(result.error);
      notify.error(errorStatus(result.error) === 404 && message ? message : VEHICLE_MESSAGES.downloadFailed);
    }
  }

  async function onConfirm() {
    if (!pending) return;
    if (pending.kind === 'delete') {
      const result = await deleteVehicle(pending.truckNo);
      if (result.error) notify.error(VEHICLE_MESSAGES.deleteFailed);
      else notify.success(VEHICLE_MESSAGES.deleted);
    } else {
      const result = await resetDocument({ truck_no: pending.truckNo, field_name: pending.docKey });
      if (result.error) notify.error(VEHICLE_MESSAGES.resetFailed);
      else notify.success(VEHICLE_MESSAGES.documentReset);
    }
    setPending(null);
  }

  return (
    <section className="vehicles">
      <AddVehicleForm />
      <div className="vehicles__toolbar">
        <h2 className="vehicles__heading">
          Vehicles{' '}
          {!isLoading && (
            <span className="vehicles__count">
              ({shown.length === vehicles.length ? vehicles.length : `${shown.length} of ${vehicles.length}`})
            </span>
          )}
        </h2>
        <Field
          className="vehicles__search"
          label="Search Truck"
          type="search"
          placeholder="Truck number"
          value={search}
          autoComplete="off"
          onChange={(e) => setSearch(normaliseTruckNumber(e.target.value))}
        />
      </div>
      {isLoading ? (
        <p className="empty-state">Loading vehicles...</p>
      ) : shown.length === 0 ? (
        <p className="empty-state card">{VEHICLE_MESSAGES.empty}</p>
      ) : (
        <div className="vehicles__grid">
          {shown.map((v) => (
            <VehicleTile
              key={v._id}
              vehicle={v}
              warningDays={warningDays}
              downloadingKey={downloading?.truckNo === v.truck_no ? downloading.docKey : null}
              onDownload={(docKey) => onDownload(v.truck_no, docKey)}
              onReset={(docKey) => setPending({ kind: 'reset', truckNo: v.truck_no, docKey })}
              onDelete={() => setPending({ kind: 'delete', truckNo: v.truck_no })}
            />
          ))}
        </div>
      )}
      <ConfirmModal
        open={pending !== null}
        title={pending?.kind === 'delete' ? 'Delete Vehicle' : 'Reset Document'}
        text={
          pending?.kind === 'delete'
            ? `Are you sure you want to delete vehicle ${pending.truckNo}?`
            : pending
              ? `Are you sure you want to reset the ${documentLabel(pending.docKey)} document of ${pending.truckNo}? Its file and dates are removed.`
              : ''
        }
        confirmLabel={pending?.kind === 'delete' ? 'Delete' : 'Reset'}
        busyLabel={pending?.kind === 'delete' ? 'Deleting...' : 'Resetting...'}
        danger
        busy={deleteState.isLoading || resetState.isLoading}
        onConfirm={onConfirm}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
