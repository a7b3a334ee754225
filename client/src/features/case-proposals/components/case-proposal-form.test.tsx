import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CASE_PROPOSAL_CONSENT_LABEL, CASE_PROPOSAL_MESSAGES } from '@portal/shared/cases/proposal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyProposalValues } from '../api/proposal-values';
import { CaseProposalForm } from './case-proposal-form';

const LISTINGS = [{ id: '12', title: '窓口予約システム' }];

function show(resubmit = false, onSave = vi.fn(async () => undefined)) {
  render(
    <MockedProvider mocks={[]}>
      <CaseProposalForm initialValues={emptyProposalValues()} listings={LISTINGS} resubmit={resubmit} onSave={onSave} />
    </MockedProvider>,
  );
  return onSave;
}

describe('the case proposal form', () => {
  afterEach(cleanup);

  it('marks what is required and asks for the consent before anything is sent', async () => {
    const onSave = show();
    expect(screen.getByRole('combobox', { name: /導入したソリューション\s*必須/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: new RegExp(CASE_PROPOSAL_CONSENT_LABEL) })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '審査に申請する' }));
    await waitFor(() => expect(screen.getAllByText(CASE_PROPOSAL_MESSAGES.consentRequired).length).toBeGreaterThan(0));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps a draft with a title only', async () => {
    const onSave = show();
    fireEvent.change(screen.getByRole('textbox', { name: /^タイトル/ }), { target: { value: '下書きの事例' } });
    fireEvent.click(screen.getByRole('button', { name: '下書き保存' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ title: '下書きの事例' }), false));
    expect(await screen.findByText('下書きを保存しました。')).toBeTruthy();
  });

  it('says 修正して再申請する for a returned proposal', () => {
    show(true);
    expect(screen.getByRole('button', { name: '修正して再申請する' })).toBeTruthy();
  });
});
