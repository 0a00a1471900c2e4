import type { VendorListRow } from '../../../shared/masters/wire';
import { vendorTdsWarnings } from '../../../shared/masters/vendor-tds';
import { Button } from '../../ui/Button';
import { CellInput, CellSelect } from '../../ui/Field';
import { FormDateField } from '../../ui/FormDateField';
import { formatIndianDate } from '../../../shared/common/dates';
import { editRowKeyDown, type EditRowProps } from '../../ui/use-row-form';
import type { VendorWithTds } from '../../../shared/masters/vendor-tds';
import {
  COLUMN_LABELS,
  DEDUCTEE_TYPE_CHOICES,
  GST_APPLICABLE_CHOICES,
  VENDOR_INPUTS,
  type VendorColumn,
  type VendorDraft,
} from './vendor-fields';

/** The table's columns after the index, in SPEC.md section 3's order. */
export const VENDOR_COLUMNS: readonly VendorColumn[] = [
  'companyName',
  'companyOwner',
  'tdsRate',
  'pan',
  'deducteeType',
  'gst',
  'gstApplicable',
  'email',
  'mobile',
  'bankName',
  'bankAccount',
  'ifscCode',
  'declaration194C6Date',
  'goodsCarriages',
];

const NUMERIC: ReadonlySet<VendorColumn> = new Set(['tdsRate', 'goodsCarriages']);

/** The TDS rate with a flag when the vendor's TDS set-up needs a look (shared/masters/vendor-tds.ts). */
function TdsRateCell({ vendor }: { vendor: VendorListRow }) {
  const warnings = vendorTdsWarnings(vendor);
  const rate = `${Number(vendor.tdsRate).toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`;
  if (warnings.length === 0) return <>{rate}</>;
  const text = `TDS check: ${warnings.join(' ')}`;
  return (
    <>
      {rate}{' '}
      <span className="vendor-table__tds-flag" role="img" aria-label={text} title={text}>
        ⚠
      </span>
    </>
  );
}

function shown(vendor: VendorListRow, field: VendorColumn) {
  const value = vendor[field];
  if (field === 'tdsRate') return <TdsRateCell vendor={vendor} />;
  // Dates as India writes them, as everywhere else.
  if (field === 'declaration194C6Date' && value) return formatIndianDate(String(value));
  if (field === 'deducteeType' && value)
    return DEDUCTEE_TYPE_CHOICES.find((c) => c.value === value)?.label ?? String(value);
  return value === '' || value === null || value === undefined ? (
    <span className="vendor-table__none">—</span>
  ) : (
    String(value)
  );
}

interface ViewProps {
  vendor: VendorListRow;
  onEdit: () => void;
  onDelete: () => void;
  /** Invite the vendor to the portal; absent for a profile that may not. */
  onInvite?: () => void;
  /** The columns the user chose to see (all by default). */
  fields?: readonly VendorColumn[];
}

/** A vendor as listed, with Edit and Delete (and Invite to portal for accountants and admins). */
export function VendorViewRow({ vendor, onEdit, onDelete, onInvite, fields = VENDOR_COLUMNS }: ViewProps) {
  return (
    <tr>
      <td className="num vendor-table__index">{vendor.index}</td>
      {fields.map((field) => (
        <td key={field} className={`vendor-table__${field}${NUMERIC.has(field) ? ' num' : ''}`}>
          {shown(vendor, field)}
        </td>
      ))}
      <td className="vendor-table__actions">
        <div className="vendor-table__buttons">
          <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${vendor.companyName}`}>
            Edit
          </Button>
          <Button
            variant="secondary"
            className="vendor-table__delete"
            onClick={onDelete}
            aria-label={`Delete ${vendor.companyName}`}
          >
            Delete
          </Button>
          {onInvite && (
            <Button
              variant="secondary"
              onClick={onInvite}
              aria-label={`Invite ${vendor.companyName} to the portal`}
            >
              Portal
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}

interface EditProps extends EditRowProps<VendorDraft, VendorWithTds> {
  /** The columns the user chose to see (all by default); hidden fields keep their values. */
  fields?: readonly VendorColumn[];
}

/**
 * The same row in edit mode: an input per field, Save and Cancel. Enter saves, Escape reverts.
 * One Save names every mistake under its cell; a mistake in a hidden column is named beside Save.
 */
export function VendorEditRow({
  index,
  form,
  saving,
  rowRef,
  onSave,
  onCancel,
  fields = VENDOR_COLUMNS,
}: EditProps) {
  const onKeyDown = editRowKeyDown({ onSave, onCancel });

  function input(field: VendorColumn) {
    if (field === 'gstApplicable') {
      return (
        <CellSelect label={COLUMN_LABELS[field]} options={GST_APPLICABLE_CHOICES} {...form.field(field)} />
      );
    }
    if (field === 'deducteeType') {
      return (
        <CellSelect label={COLUMN_LABELS[field]} options={DEDUCTEE_TYPE_CHOICES} {...form.field(field)} />
      );
    }
    if (field === 'declaration194C6Date') {
      return (
        <FormDateField
          cell
          control={form.control}
          name={field}
          label={COLUMN_LABELS[field]}
          error={form.errorOf(field)}
        />
      );
    }
    const spec = VENDOR_INPUTS[field];
    return (
      <CellInput
        {...spec.props}
        label={COLUMN_LABELS[field]}
        autoFocus={field === 'companyName'}
        {...form.field(field, spec.filter)}
      />
    );
  }

  const hiddenMistakes = VENDOR_COLUMNS.filter((f) => !fields.includes(f) && form.errorOf(f));
  return (
    <tr ref={rowRef} className="is-editing" onKeyDown={onKeyDown}>
      <td className="num vendor-table__index">{index}</td>
      {fields.map((field) => (
        <td key={field} className={`vendor-table__${field}`}>
          {input(field)}
        </td>
      ))}
      <td className="vendor-table__actions">
        <div className="vendor-table__buttons">
          <Button onClick={onSave} busy={saving} busyLabel="Saving...">
            Save
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </div>
        {hiddenMistakes.length > 0 && (
          <ul className="field__error vendor-table__hidden-mistakes" aria-label="Mistakes in hidden columns">
            {hiddenMistakes.map((f) => (
              <li key={f}>
                {COLUMN_LABELS[f]}: {form.errorOf(f)}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}
