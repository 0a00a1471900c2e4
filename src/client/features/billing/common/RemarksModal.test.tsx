import { render, screen } from '@testing-library/react';
import { user } from '../../../test/user';
import { RemarksModal } from './RemarksModal';

function showModal(onConfirm: jest.Mock) {
  render(
    <RemarksModal
      open
      title="Generate Bill"
      lines={[{ Weight: 10, Freight: 8500, TDS_Rate: 2 }]}
      vendor="Shree Cement"
      confirmLabel="Generate Bill"
      busyLabel="Generating..."
      busy={false}
      onConfirm={onConfirm}
      onCancel={jest.fn()}
    />,
  );
}

test("the remark text box takes no more than the rule's 20 characters", async () => {
  const onConfirm = jest.fn();
  showModal(onConfirm);
  const text = screen.getByLabelText('Remark 1 Text');
  await user.type(text, 'Loading charge at night');
  expect(text).toHaveValue('Loading charge at ni');
  await user.type(screen.getByLabelText('Remark 1 Amount'), '250');
  await user.click(screen.getByRole('button', { name: 'Generate Bill' }));
  expect(onConfirm).toHaveBeenCalledWith([{ text: 'Loading charge at ni', amount: '250' }], false);
});

test('a pasted text longer than the box is cut to 20 characters too', async () => {
  showModal(jest.fn());
  const text = screen.getByLabelText('Remark 1 Text');
  await user.click(text);
  await user.paste('Unloading delay penalty charge');
  expect(text).toHaveValue('Unloading delay pena');
});

test('the preview shows the TDS a charge bears, so its lines add up to the net', async () => {
  showModal(jest.fn());
  // Trip amount 8,330.00 (8,500 less 2 % TDS); a charge of 1,200 bears 2 % TDS (24.00).
  await user.type(screen.getByLabelText('Remark 1 Text'), 'Halting charges');
  await user.type(screen.getByLabelText('Remark 1 Amount'), '1200');
  expect(screen.getByText('Less: TDS on charges (2%)')).toBeInTheDocument();
  expect(screen.getByText('-24.00')).toBeInTheDocument();
  expect(screen.getByText('₹ 9,506.00')).toBeInTheDocument();
});

test('without a charge there is no TDS on charges line', () => {
  showModal(jest.fn());
  expect(screen.queryByText(/TDS on charges/)).not.toBeInTheDocument();
});

test('an amount typed half-way counts as 0 in the preview, and Generate names the field', async () => {
  const onConfirm = jest.fn();
  showModal(onConfirm);
  await user.type(screen.getByLabelText('Remark 1 Text'), 'Halting charges');
  const amount = screen.getByLabelText('Remark 1 Amount');
  for (const typed of ['-', '1,2', '12x']) {
    await user.clear(amount);
    await user.type(amount, typed);
    // The trip amount alone: 8,500 less 2 % TDS.
    expect(screen.getByText('₹ 8,330.00')).toBeInTheDocument();
  }
  await user.click(screen.getByRole('button', { name: 'Generate Bill' }));
  expect(screen.getByText('Remark 1: Amount must be a valid number')).toBeInTheDocument();
  expect(onConfirm).not.toHaveBeenCalled();
});
