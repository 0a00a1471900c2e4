import { useState, type FormEvent } from 'react';
import {
  BILLING_MESSAGES,
  MAX_REMARKS,
  REMARK_TEXT_MAX,
  amountInWords,
  billTotals,
  checkRemarks,
  type BillLineInput,
  type BillTotals,
  type BillRemarkInput,
} from '../../../../shared/billing';
import { formatINR, fromPaise, typedAmount } from '../../../../shared/common/money';
import { Button } from '../../../ui/Button';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { Field } from '../../../ui/Field';
import type { BillRemark } from '../../../../shared/billing/wire';

interface RemarkDraft {
  text: string;
  amount: string;
}

const EMPTY_REMARK: RemarkDraft = { text: '', amount: '' };

interface RemarksModalProps {
  open: boolean;
  title: string;
  /** The trips the bill will hold: the preview of the net is worked out from them. */
  lines: readonly BillLineInput[];
  vendor: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: (remarks: BillRemarkInput[], applyTaxes: boolean) => void;
  onCancel: () => void;
  /** The remarks the modal opens with (Update Bill: the bill's current remarks); none: one empty row. */
  initialRemarks?: readonly BillRemark[];
}

const draftsOf = (remarks: readonly BillRemark[] | undefined): RemarkDraft[] =>
  remarks && remarks.length > 0
    ? remarks.map((r) => ({ text: r.text, amount: String(r.amount) }))
    : [EMPTY_REMARK];

/**
 * Up to 2 remarks (text and a signed amount) before a bill is generated or revised, with a live
 * preview of the net payable. The rules and messages are the shared checkRemarks (SPEC.md
 * section 5). Messages show inside the dialog: a modal dialog hides the page's notice area.
 */
export function RemarksModal(props: RemarksModalProps) {
  // Every opening mounts the form afresh from the bill's remarks (or clean): what is confirmed is
  // stored as it is, and a refetch while it is open does not undo the clerk's typing.
  return props.open ? <RemarksDialog {...props} /> : null;
}

function RemarksDialog(props: RemarksModalProps) {
  const { open, title, lines, vendor, confirmLabel, busyLabel, busy, onConfirm, onCancel, initialRemarks } =
    props;
  const drafts = useRemarkDrafts(initialRemarks);
  const { remarks, problem, setProblem } = drafts;
  // SPEC.md section 7: applyTaxes is held here, the user cannot toggle it, and it is always false.
  const [applyTaxes] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const message = checkRemarks(remarks);
    if (message) {
      setProblem(message);
      return;
    }
    onConfirm(
      remarks
        .map((r) => ({ text: r.text, amount: r.amount }))
        .filter((r) => r.text.trim() !== '' || r.amount.trim() !== ''),
      applyTaxes,
    );
  }

  // The preview counts the amounts typed so far (a value that is not a number counts as 0).
  // Positive remarks bear TDS at the bill's rate (the vendor's trips share it).
  const chargesRate = Math.max(0, ...lines.map((l) => Number(l.TDS_Rate) || 0));
  const typed = remarks.map((r) => ({ amount: typedAmount(r.amount) }));
  const totals = billTotals(lines, typed, applyTaxes, chargesRate);
  const formId = 'bill-remarks-form';

  return (
    <ConfirmModal
      {...{ title, open, confirmLabel, busyLabel, busy, onCancel }}
      // The confirm button submits the remarks form, which checks the remarks first.
      form={formId}
    >
      <form id={formId} className="remarks-form" onSubmit={submit} noValidate>
        <BillPreview vendor={vendor} trips={lines.length} totals={totals} chargesRate={chargesRate} />
        <RemarkFields drafts={drafts} busy={busy} />
        {problem && (
          <p className="remarks-form__problem" role="alert">
            {problem}
          </p>
        )}
        {busy && <progress className="remarks-form__progress" aria-label="Generating the bill" />}
      </form>
    </ConfirmModal>
  );
}

/** The remark rows as typed, and the message of the last rule they broke (cleared by the next change). */
function useRemarkDrafts(initialRemarks: readonly BillRemark[] | undefined) {
  const [remarks, setRemarks] = useState<RemarkDraft[]>(() => draftsOf(initialRemarks));
  const [problem, setProblem] = useState<string | null>(null);

  const change = (index: number, field: keyof RemarkDraft, value: string) => {
    setRemarks((list) => list.map((r, i) => (i === index ? { ...r, [field]: value } : r)));
    setProblem(null);
  };

  function add() {
    if (remarks.length >= MAX_REMARKS) {
      setProblem(BILLING_MESSAGES.maxRemarks);
      return;
    }
    setRemarks((list) => [...list, EMPTY_REMARK]);
    setProblem(null);
  }

  function remove(index: number) {
    setRemarks((list) => list.filter((_, i) => i !== index));
    setProblem(null);
  }

  return { remarks, problem, setProblem, change, add, remove };
}

/**
 * The bill as it would be: vendor, trips, the trip amounts, the remarks, the TDS the charges bear
 * (as the PDF's "Less: TDS on charges" line, so the lines add up to the net) and the net (also in words).
 */
function BillPreview({
  vendor,
  trips,
  totals,
  chargesRate,
}: {
  vendor: string;
  trips: number;
  totals: BillTotals;
  chargesRate: number;
}) {
  return (
    <>
      <dl className="bill-preview">
        <div>
          <dt>Vendor</dt>
          <dd>{vendor}</dd>
        </div>
        <div>
          <dt>Trips</dt>
          <dd>{trips}</dd>
        </div>
        <div>
          <dt>Trip amounts</dt>
          <dd className="num">{formatINR(fromPaise(totals.amountPaise))}</dd>
        </div>
        <div>
          <dt>Remarks</dt>
          <dd className="num">{formatINR(fromPaise(totals.remarksPaise))}</dd>
        </div>
        {totals.chargesTdsPaise > 0 && (
          <div>
            <dt>Less: TDS on charges ({chargesRate}%)</dt>
            <dd className="num">{formatINR(-fromPaise(totals.chargesTdsPaise))}</dd>
          </div>
        )}
        <div className="bill-preview__net">
          <dt>Net payable</dt>
          <dd className="num">₹ {formatINR(fromPaise(totals.netPaise))}</dd>
        </div>
      </dl>
      <p className="bill-preview__words">{amountInWords(fromPaise(totals.netPaise))}</p>
    </>
  );
}

function RemarkFields({ drafts, busy }: { drafts: ReturnType<typeof useRemarkDrafts>; busy: boolean }) {
  const { remarks, change, add, remove } = drafts;
  return (
    <fieldset className="remarks-form__list" disabled={busy}>
      <legend>Remarks (optional, at most {MAX_REMARKS})</legend>
      {remarks.length === 0 && <p className="remarks-form__none">No remarks.</p>}
      {remarks.map((remark, index) => (
        <div className="remark-row" key={index}>
          <Field
            label={`Remark ${index + 1} Text`}
            value={remark.text}
            maxLength={REMARK_TEXT_MAX}
            placeholder="e.g. Loading charge"
            onChange={(e) => change(index, 'text', e.target.value)}
          />
          <Field
            label={`Remark ${index + 1} Amount`}
            value={remark.amount}
            inputMode="decimal"
            placeholder="+ adds, - deducts"
            onChange={(e) => change(index, 'amount', e.target.value)}
          />
          <Button variant="link" className="remark-row__remove" onClick={() => remove(index)}>
            Remove
          </Button>
        </div>
      ))}
      <Button variant="secondary" className="btn--small" onClick={add}>
        Add Remark
      </Button>
    </fieldset>
  );
}
