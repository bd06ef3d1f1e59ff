// The words of the workspace page's backup section (docs/domain.md, Backup and restore), shared with its
// tests. Why a restore was refused (not empty, not a backup, changed since it was made) is the server's,
// as it words it.
export const BACKUP_MSG = {
  title: 'Backup',
  description:
    'One zip file holding every property, vendor and contract with its dates and reminder settings, the register as CSV, and every contract’s document. People and their accounts are not included.',
  download: 'Download backup',
  downloading: 'Preparing backup…',
  downloadFailed: 'The backup could not be downloaded. Please try again.',
  restoreTitle: 'Restore from a backup',
  restoreExplanation:
    'Brings back every property, vendor, contract and document of a Keydate backup, made on this installation or another. It works only in an empty workspace, one without properties, vendors, contracts or drafts; the workspace keeps its name and its people.',
  fileLabel: 'Backup file',
  fileHint: 'A .zip made with Download backup.',
  confirmTitle: 'Restore this backup?',
  confirm: 'Restore backup',
  cancel: 'Cancel',
  restoring: 'Restoring…',
  restoreFailed: 'The backup could not be restored. Please try again.',
  resultTitle: 'Backup restored',
  toDashboard: 'Go to the dashboard',
} as const;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const BACKUP_MSG_FN = {
  confirmWarning: (fileName: string) =>
    `Every property, vendor, contract and document in “${fileName}” is added to this workspace, and its reminder settings replace this workspace’s. This cannot be undone.`,
  uploading: (fileName: string) => `Uploading ${fileName}`,
  restored: (result: { properties: number; vendors: number; contracts: number; documents: number }) =>
    `${count(result.properties, 'property', 'properties')}, ${count(result.vendors, 'vendor', 'vendors')}, ${count(result.contracts, 'contract', 'contracts')} and ${count(result.documents, 'document', 'documents')} restored.`,
} as const;
