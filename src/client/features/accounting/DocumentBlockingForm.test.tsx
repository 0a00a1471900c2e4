import { screen, waitFor } from '@testing-library/react';
import { user } from '../../test/user';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { DocumentBlockingForm } from './DocumentBlockingForm';

test('the admin checks which expired documents block trips and saves them', async () => {
  const { calls } = stubFetch({
    'GET /settings/document-blocking': { body: { setting: { blockExpired: ['fitness'] } } },
    'POST /settings/document-blocking': ({ body }) => ({
      body: { message: 'Document blocking saved.', setting: body },
    }),
  });
  renderWithProviders(<DocumentBlockingForm />, { preloadedState: signedInAs('admin') });
  expect(await screen.findByRole('checkbox', { name: 'Fitness' })).toBeChecked();
  expect(screen.getAllByRole('checkbox')).toEqual(
    ['Registration', 'Insurance', 'Fitness', 'Basic & KA Permit'].map((name) =>
      screen.getByRole('checkbox', { name }),
    ),
  );
  await user.click(screen.getByRole('checkbox', { name: 'Insurance' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Document blocking saved.')).toBeInTheDocument();
  await waitFor(() =>
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ blockExpired: ['insurance', 'fitness'] }),
  );
});
