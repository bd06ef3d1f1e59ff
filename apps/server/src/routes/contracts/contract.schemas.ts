// Request schemas of the contracts routes and their documentation; a contract answer is the domain's ZContract.
import { ZContractStatusChange, ZContractUpdate } from '@keydate/domain';
import { z } from 'zod';
import type { TContractChange } from '../../services/contracts/update-contract.ts';

export const ZDocumentLinkAnswer = z.object({
  url: z.string().describe('A relative signed link, valid for five minutes'),
});

const isStatusOnly = (body: unknown) =>
  typeof body === 'object' && body !== null && Object.keys(body).length === 1 && 'status' in body;

/**
 * PUT /api/contracts/:id: only { status } terminates or reinstates; anything else is the whole edited
 * contract. Read with the one schema that fits, so its field messages reach the client unchanged.
 */
export const ZContractPutBody = z
  .unknown()
  .transform((body, ctx): TContractChange => {
    const statusOnly = isStatusOnly(body);
    const parsed = statusOnly ? ZContractStatusChange.safeParse(body) : ZContractUpdate.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
      return z.NEVER;
    }
    return statusOnly
      ? { kind: 'status', change: parsed.data as z.output<typeof ZContractStatusChange> }
      : { kind: 'whole', update: parsed.data as z.output<typeof ZContractUpdate> };
  })
  .describe(
    "The whole edited contract (the fields of an upload's metadata, plus an optional status), or only { status }",
  );

/** The fields of a contract as an upload's metadata and an edit send them (docs/domain.md, Lifecycle). */
const CONTRACT_FIELDS =
  '`name`, `agreementType` (INDIVIDUAL or MSA), `contractType`, `startDate`, `lifecycle` (`duration`,' +
  ' `renewal`, ...), `propertyId` (Individual) or `propertyIds` (MSA), `vendorId`, `ownerId` (a person of' +
  ' the workspace; the uploader when left out) and `reminderLeadDays`';

export const UPLOAD_DESCRIPTION =
  'multipart/form-data: a `file` part (PDF, DOC or DOCX, at most 10 MB, judged by extension and content)' +
  ` and a \`metadata\` part (JSON text of ${CONTRACT_FIELDS}, as a field or a file part, before or after the file).` +
  ' An optional `Idempotency-Key` header (1 to 255 visible characters): the same key from the same person' +
  ' within 24 hours answers the contract its first upload created (201, `Idempotent-Replayed: true`)' +
  ' instead of creating another; an upload that was refused is not remembered.';
