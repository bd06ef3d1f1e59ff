import { describe, expect, it } from 'vitest';
import { MSG, MSG_FN } from './messages.ts';

// Strings the specification fixes word for word (docs/domain.md, Wording; contract screens).
describe('contract wording from the specification', () => {
  it('keeps the fixed strings exact', () => {
    expect({
      contractsTitle: MSG.contractsTitle,
      contractsSubtitle: MSG.contractsSubtitle,
      noContractsFound: MSG.noContractsFound,
      loading: MSG.loading,
      noPropertyAssigned: MSG.noPropertyAssigned,
      fetchContractsFailed: MSG.fetchContractsFailed,
      stepReview: MSG.stepReview,
      submitContract: MSG.submitContract,
      editContractTitle: MSG.editContractTitle,
      contractNameRequired: MSG.contractNameRequired,
      propertyRequired: MSG.propertyRequired,
      selectAtLeastOneProperty: MSG.selectAtLeastOneProperty,
      categoryRequired: MSG.categoryRequired,
      uploadWrongType: MSG.uploadWrongType,
      uploadTooLarge: MSG.uploadTooLarge,
      selectFileToUpload: MSG.selectFileToUpload,
      expiringSoonTitle: MSG.expiringSoonTitle,
      expiredTitle: MSG.expiredTitle,
      expiredText: MSG.expiredText,
      contractHasExpired: MSG.contractHasExpired,
      noPreview: MSG.noPreview,
      confirmDeleteContract: MSG.confirmDeleteContract,
      noDocumentForDownload: MSG.noDocumentForDownload,
    }).toEqual({
      contractsTitle: 'Contracts',
      contractsSubtitle: 'Manage and track all your contracts in one place',
      noContractsFound: 'No contracts found',
      loading: 'Loading...',
      noPropertyAssigned: 'No property assigned',
      fetchContractsFailed: 'Failed to fetch data. Please try again later.',
      stepReview: 'Review & Submit',
      submitContract: 'Submit Contract',
      editContractTitle: 'Edit Contract',
      contractNameRequired: 'Contract name is required',
      propertyRequired: 'Property is required',
      selectAtLeastOneProperty: 'Select at least one property',
      categoryRequired: 'Category is required',
      uploadWrongType: 'Please upload a PDF or Word document',
      uploadTooLarge: 'File size must be less than 10MB',
      selectFileToUpload: 'Please select a file to upload',
      expiringSoonTitle: 'Contract Expiring Soon',
      expiredTitle: 'Contract Expired',
      expiredText: 'This contract has expired. Please take appropriate action.',
      contractHasExpired: 'Contract has expired',
      noPreview: 'No preview available',
      confirmDeleteContract: 'Are you sure you want to delete this contract? This action cannot be undone.',
      noDocumentForDownload: 'No document available for download',
    });
  });

  it('fills the numbered sentences', () => {
    expect(MSG_FN.showingResults(1, 10, 23)).toBe('Showing 1 to 10 of 23 results');
    expect(MSG_FN.propertyCount(1)).toBe('1 Property');
    expect(MSG_FN.propertyCount(4)).toBe('4 Properties');
    expect(MSG_FN.daysRemaining(12)).toBe('12 days remaining');
    expect(MSG_FN.expiringSoonText(45)).toBe(
      'This contract will expire in 45 days. Consider renewal or termination.',
    );
    expect(MSG_FN.contractWillEndOn('Jan 5, 2026')).toBe('Contract will end on Jan 5, 2026');
  });
});
