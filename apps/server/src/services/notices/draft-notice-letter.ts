import type { TDocumentFacts, TNoticeLetterFormat } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users, vendors } from '../../db/schema/index.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { ContractAnswerContext } from '../contracts/answer-context.ts';
import { termOfRow } from '../contracts/contract-query.ts';
import { findContractRow } from '../contracts/find-contract-row.ts';
import { documentReadOf } from '../contracts/get-contract.ts';
import {
  type NoticeLetter,
  noticeLetterFileName,
  renderNoticeLetterDocx,
  renderNoticeLetterPdf,
} from './notice-letter.ts';

export const NOTICE_LETTER_CONTENT_TYPES: Readonly<Record<TNoticeLetterFormat, string>> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

/**
 * The non-renewal notice letter of a contract's current term (docs/domain.md, The notice): its vendor and
 * contact, its name, date and parties as the document states them, the term's end, and the notice clause
 * quoted with its page when the document was read. Signed by the contract's owner, else the person asking.
 */
export async function draftNoticeLetter(options: {
  db: Executor;
  auth: AuthContext;
  contractId: string;
  format: TNoticeLetterFormat;
  answer: ContractAnswerContext;
}): Promise<{ body: Buffer; fileName: string }> {
  const { db, auth, format, answer } = options;
  const row = await findContractRow({ db, workspaceId: auth.workspace.id, contractId: options.contractId });
  const [vendor] = row.vendorId
    ? await db
        .select({ name: vendors.name, contactPerson: vendors.contactPerson, email: vendors.email })
        .from(vendors)
        .where(eq(vendors.id, row.vendorId))
    : [];
  const [owner] = row.ownerId
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, row.ownerId))
    : [];
  const facts: TDocumentFacts = (await documentReadOf(db, row.id))?.facts ?? {};
  const letter: NoticeLetter = {
    date: answer.today,
    sender: { organisation: auth.workspace.name, signatory: owner?.name ?? auth.user.name },
    vendor: vendor ?? { name: null, contactPerson: null, email: null },
    agreement: {
      name: row.name,
      date: facts.agreementDate?.value ?? facts.effectiveDate?.value ?? row.startDate,
      parties: facts.parties?.value ?? [],
    },
    termEnd: termOfRow(row, answer.today).endDate,
    clause: facts.noticePeriod ? { quote: facts.noticePeriod.quote, page: facts.noticePeriod.page } : null,
  };
  const body = format === 'docx' ? await renderNoticeLetterDocx(letter) : await renderNoticeLetterPdf(letter);
  return { body, fileName: noticeLetterFileName(letter, format) };
}
