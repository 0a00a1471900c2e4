import { useWatch } from 'react-hook-form';
import { GST_APPLICABLE_PLACEHOLDER, VENDOR_HINTS, VENDOR_LABELS } from '../../../shared/masters/vendor';
import {
  VENDOR_TDS_HINTS,
  declarationLegend,
  vendorFormSchema,
  vendorTdsWarnings,
  type VendorWithTds,
} from '../../../shared/masters/vendor-tds';
import { Button } from '../../ui/Button';
import { Field, SelectField } from '../../ui/Field';
import { FormDateField } from '../../ui/FormDateField';
import { useSchemaForm } from '../../ui/use-schema-form';
import { useScopedNotify } from '../../ui/use-scoped-notify';
import { announceSaved } from '../../ui/use-notify';
import { VENDOR_SUBMIT_ERRORS } from './vendor-messages';
import {
  COLUMN_LABELS,
  DECLARATION_HINTS,
  DEDUCTEE_TYPE_CHOICES,
  EMPTY_VENDOR,
  GST_APPLICABLE_CHOICES,
  VENDOR_INPUTS,
  type VendorColumn as VendorField,
  type VendorDraft,
} from './vendor-fields';
import { useAddVendorMutation } from './vendors-api';

type TextField = keyof typeof VENDOR_INPUTS;

/** The form's groups; every rule is checked on each Submit whatever the layout. The declaration's legend cites the law in force today. */
const groups = (): { legend: string; fields: VendorField[] }[] => [
  { legend: 'Company', fields: ['companyName', 'companyOwner', 'email', 'mobile'] },
  { legend: 'Tax', fields: ['pan', 'deducteeType', 'gst', 'gstApplicable', 'tdsRate'] },
  { legend: 'Bank', fields: ['bankName', 'bankAccount', 'ifscCode'] },
  { legend: declarationLegend(), fields: ['declaration194C6Date', 'goodsCarriages'] },
];

/** Adds a vendor. Every field shows its hint; each broken rule shows the shared schema's message beside its field. */
export function VendorForm() {
  const form = useSchemaForm<VendorDraft, VendorWithTds>(vendorFormSchema as never, EMPTY_VENDOR);
  const draft = useWatch({ control: form.control }) as VendorDraft;
  const [addVendor, { isLoading }] = useAddVendorMutation();
  const notify = useScopedNotify();

  async function save(vendor: VendorWithTds) {
    const result = await addVendor(vendor);
    if (announceSaved(notify, result, VENDOR_SUBMIT_ERRORS)) form.reset(EMPTY_VENDOR);
  }

  function renderField(field: VendorField) {
    if (field === 'deducteeType') {
      return (
        <SelectField
          key={field}
          className="vendor-form__select"
          label={COLUMN_LABELS.deducteeType}
          options={DEDUCTEE_TYPE_CHOICES}
          hint={VENDOR_TDS_HINTS.deducteeType}
          {...form.field('deducteeType')}
        />
      );
    }
    if (field === 'gstApplicable') {
      return (
        <SelectField
          key={field}
          className="vendor-form__select"
          label={VENDOR_LABELS.gstApplicable}
          options={GST_APPLICABLE_CHOICES}
          placeholder={GST_APPLICABLE_PLACEHOLDER}
          hint={VENDOR_HINTS.gstApplicable}
          required
          {...form.field('gstApplicable')}
        />
      );
    }
    if (field === 'declaration194C6Date') {
      return (
        <FormDateField
          key={field}
          control={form.control}
          name={field}
          label={COLUMN_LABELS[field]}
          hint={DECLARATION_HINTS[field]}
          error={form.errorOf(field)}
        />
      );
    }
    const spec = VENDOR_INPUTS[field as TextField];
    return (
      <Field
        key={field}
        {...spec.props}
        label={COLUMN_LABELS[field]}
        hint={
          field === 'goodsCarriages'
            ? DECLARATION_HINTS[field]
            : VENDOR_HINTS[field as keyof typeof VENDOR_HINTS]
        }
        {...form.field(field, spec.filter)}
      />
    );
  }

  return (
    <form className="card vendor-form" onSubmit={form.submit(save)} noValidate aria-label="Add vendor">
      <h2 className="vendor-form__title">Add vendor</h2>
      {groups().map((group) => (
        <fieldset key={group.legend} className="vendor-form__group">
          <legend>{group.legend}</legend>
          {group.fields.map(renderField)}
          {group.legend === 'Tax' && <TdsWarnings draft={draft} />}
        </fieldset>
      ))}
      <div className="vendor-form__actions">
        <Button variant="secondary" onClick={() => form.reset(EMPTY_VENDOR)} disabled={isLoading}>
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
  const warnings =
    draft.tdsRate === '' && draft.pan === ''
      ? []
      : vendorTdsWarnings({ ...draft, goodsCarriages: carriages });
  if (warnings.length === 0) return null;
  return (
    <ul className="vendor-form__warnings" role="status" aria-label="TDS warnings">
      {warnings.map((w) => (
        <li key={w}>{w}</li>
      ))}
    </ul>
  );
}
