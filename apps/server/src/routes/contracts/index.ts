import type { FastifyPluginAsync } from 'fastify';
import { contractHistoryRoute } from './contract-history.route.ts';
import { deleteContractRoute } from './delete-contract.route.ts';
import { downloadDocumentRoute } from './download-document.route.ts';
import { exportContractsRoute } from './export-contracts.route.ts';
import { getContractRoute } from './get-contract.route.ts';
import { listContractsRoute } from './list-contracts.route.ts';
import { noticeLetterRoute } from './notice-letter.route.ts';
import { noticeReceiptRoute } from './notice-receipt.route.ts';
import { recordDecisionRoute } from './record-decision.route.ts';
import { recordNoticeRoute } from './record-notice.route.ts';
import { replaceDocumentRoute } from './replace-document.route.ts';
import { updateContractRoute } from './update-contract.route.ts';
import { uploadContractRoute } from './upload-contract.route.ts';
import { viewDocumentRoute } from './view-document.route.ts';

/**
 * Contracts, mounted at /api/contracts. Both roles list, export the list's view, read, upload and view;
 * editing, replacing the document, deleting and downloading are an admin's (docs/domain.md, Roles); a
 * renewal decision, a notice and its receipt are its owner's or an admin's.
 */
export const contractsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listContractsRoute);
  await app.register(exportContractsRoute);
  await app.register(getContractRoute);
  await app.register(uploadContractRoute);
  await app.register(updateContractRoute);
  await app.register(recordDecisionRoute);
  await app.register(recordNoticeRoute);
  await app.register(noticeLetterRoute);
  await app.register(noticeReceiptRoute);
  await app.register(contractHistoryRoute);
  await app.register(replaceDocumentRoute);
  await app.register(deleteContractRoute);
  await app.register(viewDocumentRoute);
  await app.register(downloadDocumentRoute);
};
