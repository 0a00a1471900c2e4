import { useState } from 'react';
import type { TdsRegister, TdsRegisterRow } from '../../../shared/accounting/wire';
import { todayInIndia } from '../../../shared/common/dates';
import {
  MAX_REOPEN_REASON,
  PERIOD_MESSAGES,
  closedBanner,
  differenceLabel,
  periodLabel,
  quarterHasEnded,
} from '../../../shared/accounting/periods';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../../permissions/selectors';
import { Button } from '../../ui/Button';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { Field } from '../../ui/Field';
import { announceSaved, useNotify } from '../../ui/use-notify';
import { useClosePeriodMutation, useReopenPeriodMutation } from './periods-api';
import './period-close.css';

/**
 * The TDS register's quarter: closed (the register as filed, a banner saying when and by whom,
 * Reopen for an admin) or open (Close quarter, once it has ended, after a confirmation).
 */
export function PeriodClosePanel({ register }: { register: TdsRegister }) {
  const notify = useNotify();
  const isAdmin = useAppSelector(selectPermissions).settings;
  const [closing, setClosing] = useState(false);
  const [reopening, setReopening] = useState(false);
  const [close, closure] = useClosePeriodMutation();
  const { fy, quarter } = register;
  const label = periodLabel(fy, quarter);

  function askToClose() {
    // The server refuses it too; the screen says so without asking.
    if (!quarterHasEnded(fy, quarter, todayInIndia()))
      notify.error(PERIOD_MESSAGES.notEnded(label, register.endDate));
    else setClosing(true);
  }

  async function confirmClose() {
    const result = await close({ fy, quarter });
    setClosing(false);
    announceSaved(notify, result, PERIOD_MESSAGES.closeFailed);
  }

  return (
    <div className="card month-end-toolbar" aria-label={`${label} period`} role="region">
      {register.closed ? (
        <>
          <p className="period-closed" role="status">
            {label}: {closedBanner(register.closed.closedAt, register.closed.closedBy)}. The register below is
            as filed.
          </p>
          {isAdmin && (
            <Button variant="secondary" onClick={() => setReopening(true)}>
              Reopen
            </Button>
          )}
        </>
      ) : (
        <Button onClick={askToClose}>Close quarter</Button>
      )}
      <ConfirmModal
        title="Close quarter"
        text={PERIOD_MESSAGES.closeConfirm(label)}
        open={closing}
        confirmLabel="Close quarter"
        busyLabel="Closing..."
        busy={closure.isLoading}
        onConfirm={confirmClose}
        onCancel={() => setClosing(false)}
      />
      {reopening && <ReopenModal register={register} onClose={() => setReopening(false)} />}
    </div>
  );
}

function ReopenModal({ register, onClose }: { register: TdsRegister; onClose: () => void }) {
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [reopen, reopening] = useReopenPeriodMutation();
  const label = periodLabel(register.fy, register.quarter);

  async function confirm() {
    if (reason.trim() === '') {
      notify.error(PERIOD_MESSAGES.reasonRequired);
      return;
    }
    const result = await reopen({ fy: register.fy, quarter: register.quarter, reason });
    if (announceSaved(notify, result, PERIOD_MESSAGES.reopenFailed)) onClose();
  }

  return (
    <ConfirmModal
      title="Reopen quarter"
      open
      danger
      confirmLabel="Reopen"
      busyLabel="Reopening..."
      busy={reopening.isLoading}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>
        Reopen {label}? Its register becomes live again and bills and payments can be dated in it. The reason
        is kept in the audit trail.
      </p>
      <Field
        label="Reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={MAX_REOPEN_REASON}
        autoFocus
      />
    </ConfirmModal>
  );
}

/** A register row's bill: a difference row says which change of which bill it books. */
export function RegisterBillId({ row }: { row: TdsRegisterRow }) {
  const difference = differenceLabel(row);
  return difference ? <span className="tds-difference">{difference}</span> : <>{row.billId}</>;
}
