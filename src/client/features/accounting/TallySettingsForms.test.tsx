import { screen, within } from '@testing-library/react';
import { user } from '../../test/user';
import { DEFAULT_LEDGERS } from '../../../shared/accounting/month-end';
import { bodySentWith, expectMistakesNamed } from '../../test/forms';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { SettingsPage } from './SettingsPage';

const vendor = (name: string, ledgerName: string) => ({
  vendor: name,
  ledgerName,
  address: '',
  pan: '',
  gstin: '',
});

test("a vendor's Tally ledger: another vendor's ledger (any case) and Tally's groups are named in the form; nothing is sent until it is free", async () => {
  const { calls } = stubFetch({
    'GET /settings/ledgers': { body: { ledgers: DEFAULT_LEDGERS } },
    'GET /settings/tds': { body: { setting: { higherRateWithoutPan: true } } },
    'GET /settings/tally-company': { body: { companyName: 'Sai Freight Carriers' } },
    'GET /settings/vendor-ledgers': {
      body: {
        vendors: [
          vendor('Om Shree Carriers', 'Om Shree Carriers (Pune)'),
          vendor('Shree Ganesh Roadlines', 'Shree Ganesh Roadlines'),
        ],
      },
    },
    'POST /settings/vendor-ledgers': ({ body }) => ({
      body: {
        message: 'Vendor ledger saved.',
        vendor: { ...vendor('Shree Ganesh Roadlines', ''), ...(body as object) },
      },
    }),
  });
  renderWithProviders(<SettingsPage />, { preloadedState: signedInAs('admin') });
  const row = await screen.findByRole('form', { name: 'Tally ledger of Shree Ganesh Roadlines' });
  const ledger = within(row).getByLabelText('Ledger of Shree Ganesh Roadlines');
  const save = within(row).getByRole('button', { name: 'Save Ledger' });
  const tryName = async (name: string) => {
    await user.clear(ledger);
    await user.type(ledger, name);
    await user.click(save);
  };

  await tryName('OM SHREE CARRIERS (PUNE)');
  await expectMistakesNamed(row, {
    'Ledger of Shree Ganesh Roadlines':
      '"OM SHREE CARRIERS (PUNE)" is already the Tally ledger of vendor Om Shree Carriers; each vendor needs a ledger of its own.',
  });
  await tryName('Sundry Creditors');
  await expectMistakesNamed(row, {
    'Ledger of Shree Ganesh Roadlines': `"Sundry Creditors" is one of Tally's predefined groups or ledgers; please choose another name.`,
  });
  await tryName('cash');
  await expectMistakesNamed(row, {
    'Ledger of Shree Ganesh Roadlines': `"cash" is the Cash ledger in Tally; a vendor's ledger needs a name of its own.`,
  });
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

  await tryName('Shree Ganesh Roadlines (Pune)');
  expect(await bodySentWith(calls, 'Vendor ledger saved.')).toEqual({
    vendor: 'Shree Ganesh Roadlines',
    ledgerName: 'Shree Ganesh Roadlines (Pune)',
    address: '',
  });
});
