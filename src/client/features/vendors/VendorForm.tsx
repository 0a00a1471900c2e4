import { useRef, useState, type FormEvent } from 'react';
import { GST_APPLICABLE_PLACEHOLDER, VENDOR_HINTS, VENDOR_LABELS } from '../../../shared/vendor';
import { vendorTdsWarnings } from '../../../shared/vendorTds';
import { Button } from '../../ui/Button';
import { Field, SelectField } from '../../ui/Field';
import { useScopedNotify } from '../../ui/useScopedNotify';
import { errorMessage } from '../../app/errors';
import { VENDOR_SUBMIT_ERRORS } from './vendorMessages';
import { COLUMN_LABELS, DECLARATION_HINTS, EMPTY_VENDOR, GST_APPLICABLE_CHOICES, VENDOR_INPUTS, checkVendorDraft, type VendorColumn as VendorField, type VendorDraft } from './vendorFields';
import { useAddVendorMutation } from './vendorsApi';

type TextField = keyof typeof VENDOR_INPUTS;

/** The form's three groups; the rules are checked in SPEC.md's order whatever the layout. */
const GROUPS: { legend: string; fields: VendorField[] }[] = [
  { legend: 'Company', fields: ['companyName', 'companyOwner', 'email', 'mobile'] },
  { legend: 'Tax', fields: ['pan', 'gst', 'gstApplicable', 'tdsRate'] },
  { legend: 'Bank', fields: ['bankName', 'bankAccount', 'ifscCode'] },
  { legend: 'TDS declaration, section 194C(6)', fields: ['declaration194C6Date', 'goodsCarriages'] },
];

/** Adds a vendor. Every field shows its hint; a broken rule shows the shared schema's message. */
export function VendorForm() {
  const [draft, setDraft] = useState<VendorDraft>(EMPTY_VENDOR);
  const [invalidField, setInvalidField] = useState<VendorField | null>(null);
  const [addVendor, { isLoading }] = useAddVendorMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const notify = useScopedNotify();

  function set(field: VendorField, value: string) {
    const filter = field === 'gstApplicable' ? undefined : VENDOR_INPUTS[field].filter;
    setDraft((d) => ({ ...d, [field]: filter ? filter(value) : value }));
    if (field === invalidField) setInvalidField(null);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkVendorDraft(draft);
    if (!checked.ok) {
      setInvalidField(checked.field);
      if (checked.field) formRef.current?.querySelector<HTMLElement>(`[name="${checked.field}"]`)?.focus();
      notify.error(checked.message);
      return;
    }
    setInvalidField(null);
    const result = await addVendor(checked.value);
    if (result.error) {
      notify.error(errorMessage(result.error, VENDOR_SUBMIT_ERRORS));
      return;
    }
    notify.success(result.data.message);
    setDraft(EMPTY_VENDOR);
  }

  function renderField(field: VendorField) {
    const common = { name: field, 'aria-invalid': invalidField === field || undefined };
    if (field === 'gstApplicable') {
      return (
        <div key={field} className="vendor-form__select">
          <SelectField
            {...common}
            label={VENDOR_LABELS.gstApplicable}
            options={GST_APPLICABLE_CHOICES}
            placeholder={GST_APPLICABLE_PLACEHOLDER}
            value={draft.gstApplicable}
            onChange={(e) => set('gstApplicable', e.target.value)}
            required
          />
          <small className="field__hint">{VENDOR_HINTS.gstApplicable}</small>
        </div>
      );
    }
    const spec = VENDOR_INPUTS[field as TextField];
    return (
      <Field
        key={field}
        {...spec.props}
        {...common}
        label={COLUMN_LABELS[field]}
        hint={field === 'declaration194C6Date' || field === 'goodsCarriages' ? DECLARATION_HINTS[field] : VENDOR_HINTS[field]}
        value={draft[field]}
        onChange={(e) => set(field, e.target.value)}
      />
    );
  }

  return (
    <form ref={formRef} className="card vendor-form" onSubmit={onSubmit} noValidate aria-label="Add vendor">
      <h2 className="vendor-form__title">Add vendor</h2>
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className="vendor-form__group">
          <legend>{group.legend}</legend>
          {group.fields.map(renderField)}
          {group.legend === 'Tax' && <TdsWarnings draft={draft} />}
        </fieldset>
      ))}
      <div className="vendor-form__actions">
        <Button variant="secondary" onClick={() => { setDraft(EMPTY_VENDOR); setInvalidField(null); }} disabled={isLoading}>
          Clear
        </Button>
        <Button type="submit" busy={isLoading} busyLabel="Submitting...">
          Submit
        </Button>
      </div>
    </form>
  );
}

/** Warnings about the vendor's TDS set-up as typed (a wrong PAN layout, a rate the PAN's holder type does not take, 0% without a declaration); they never block the save. */
function TdsWarnings({ draft }: { draft: VendorDraft }) {
  const carriages = draft.goodsCarriages === '' ? null : Number(draft.goodsCarriages);
  const warnings = draft.tdsRate === '' && draft.pan === '' ? [] : vendorTdsWarnings({ ...draft, goodsCarriages: carriages });
  if (warnings.length === 0) return null;
  return (
    <ul className="vendor-form__warnings" role="status" aria-label="TDS warnings">
      {warnings.map((w) => (
        <li key={w}>{w}</li>
      ))}
    </ul>
  );
}
