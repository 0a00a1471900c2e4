import { taxYearOf } from '../../../shared/accounting/law-in-force';
import { user } from '../../test/user';
import { todayInIndia } from '../../../shared/common/dates';
import { screen, within } from '@testing-library/react';
import { VENDOR_TDS_MESSAGES } from '../../../shared/masters/vendor-tds';
import { stubFetch } from '../../test/fetch-stub';
import { bodySentWith } from '../../test/forms';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { VendorPage } from './VendorPage';

const form = () => screen.getByRole('form', { name: 'Add vendor' });
const field = (label: string) => within(form()).getByLabelText(label);
const warnings = () => within(form()).queryByRole('status', { name: 'TDS warnings' });

async function type(label: string, value: string) {
  await user.clear(field(label));
  await user.click(field(label));
  await user.paste(value);
}

/** The Add vendor form of an admin, once the (empty) vendor list has loaded. */
async function openForm() {
  renderWithProviders(<VendorPage />, { preloadedState: signedInAs('admin') });
  await screen.findByText('No data available.');
}

/** The fields the TDS warnings do not read: the company, its owner Ravi Kale, and no GST. */
async function nameVendor(companyName: string) {
  await type('Company Name', companyName);
  await type('Company Owner', 'Ravi Kale');
  await user.selectOptions(field('GST Applicable'), 'No');
}

test('the vendor form warns (never refuses) about the PAN layout, the rate for the PAN holder type and 0% without a declaration', async () => {
  const { calls } = stubFetch({
    'GET /list-vendor': { body: [] },
    'POST /add-vendor': ({ body }) => ({
      status: 201,
      body: { message: 'Vendor added successfully!', vendor: { id: '9', _id: '9', ...(body as object) } },
    }),
  });
  await openForm();
  expect(warnings()).not.toBeInTheDocument();

  await type('PAN', '1234567890');
  await type('TDS Rate', '2');
  expect(warnings()).toHaveTextContent(VENDOR_TDS_MESSAGES.panFormat);

  await type('PAN', 'aaapl1234c');
  expect(warnings()).toHaveTextContent(VENDOR_TDS_MESSAGES.rateMismatch(2, 'individual', 1));
  await type('TDS Rate', '0');
  expect(warnings()).toHaveTextContent(VENDOR_TDS_MESSAGES.zeroWithoutDeclaration);
  // A declaration of this tax year (1 April): it covers today.
  await type("Transporter's Declaration Received On", `${taxYearOf(todayInIndia()).slice(0, 4)}-04-01`);
  await type('Goods Carriages Owned', '8');
  // Nothing wrong with the set-up (in March the declaration's coming lapse would be said, nothing else).
  expect(warnings()?.textContent ?? '').not.toMatch(/0%|PAN|does not match/);

  // A PAN of the wrong layout is saved with the warning: SPEC.md's 10-character rule is the only hard one.
  await type('PAN', '1234567890');
  await type('Goods Carriages Owned', '');
  await type("Transporter's Declaration Received On", '');
  await nameVendor('Digit Pan Roadways');
  expect(warnings()).toHaveTextContent(VENDOR_TDS_MESSAGES.panFormat);
  // Without a valid PAN the deductee type is asked: warned, then refused until chosen.
  expect(warnings()).toHaveTextContent(VENDOR_TDS_MESSAGES.deducteeTypeMissing);
  await user.click(within(form()).getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText(VENDOR_TDS_MESSAGES.deducteeTypeRequired)).toBeInTheDocument();
  await user.selectOptions(field('Deductee Type'), 'otherNonCompany');
  await user.click(within(form()).getByRole('button', { name: 'Submit' }));
  expect(await bodySentWith(calls, 'Vendor added successfully!')).toMatchObject({
    deducteeType: 'otherNonCompany',
    pan: '1234567890',
    tdsRate: 0,
    declaration194C6Date: '',
    goodsCarriages: null,
  });
});

test('a declaration without a valid PAN is refused with the shared message', async () => {
  stubFetch({ 'GET /list-vendor': { body: [] } });
  await openForm();
  await nameVendor('Small Fleet Transport');
  await type('TDS Rate', '0');
  await type("Transporter's Declaration Received On", '2026-04-02');
  await type('Goods Carriages Owned', '8');
  await user.click(within(form()).getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText(VENDOR_TDS_MESSAGES.declarationPan)).toBeInTheDocument();
});
