import {
  API_MSG,
  compareCodeUnits,
  MSG,
  type TCalendarDate,
  type TContract,
  todayUtc,
} from '@keydate/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contracts, users, workspaces } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { type AnswerLinks, selectContracts, toContract } from '../contracts/contract-query.ts';
import { readFeedToken } from './feed-token.ts';
import { type IcsAllDayEvent, writeCalendar } from './ics.ts';

/** Calendar apps are asked to fetch again after this long; the HTTP answer may be cached as long. */
export const FEED_REFRESH_MINUTES = 60;

const KINDS = [
  { kind: 'evaluation', summary: 'Renewal evaluation starts' },
  { kind: 'notice', summary: 'Non-renewal notice due' },
  { kind: 'end', summary: 'Contract ends' },
] as const;
type TEventKind = (typeof KINDS)[number]['kind'];

function dateOf(kind: TEventKind, contract: TContract): TCalendarDate | null {
  if (kind === 'evaluation') return contract.renewalWindowStart;
  // The notice date, read as the domain reads it: nonRenewalNoticeStart, else renewalWindowEnd.
  if (kind === 'notice') return contract.nonRenewalNoticeStart ?? contract.renewalWindowEnd;
  return contract.endDate;
}

function describe(contract: TContract, link: string, brandName: string): string {
  const names =
    contract.agreementType === 'MSA'
      ? contract.propertyIds.map((member) => member.name)
      : contract.propertyId
        ? [contract.propertyId.name]
        : [];
  const lines = [
    names.length === 0
      ? MSG.noPropertyAssigned
      : `${names.length === 1 ? 'Property' : 'Properties'}: ${names.join(', ')}`,
  ];
  if (contract.vendorId) lines.push(`Vendor: ${contract.vendorId.name}`);
  // Google Calendar does not show an event's URL property, so the link is in the text as well.
  lines.push('', `Open in ${brandName}: ${link}`);
  return lines.join('\n');
}

function eventsOf(contract: TContract, appUrl: string, brandName: string): IcsAllDayEvent[] {
  const url = `${appUrl}/app/contracts/${contract._id}`;
  const description = describe(contract, url, brandName);
  return KINDS.flatMap(({ kind, summary }) => {
    const date = dateOf(kind, contract);
    if (!date) return [];
    return [
      {
        uid: `${kind}-${contract._id}@keydate`,
        date,
        summary: `${summary}: ${contract.name}`,
        description,
        url,
      },
    ];
  });
}

/**
 * A person's calendar feed (ICS) from its secret token: the evaluation start, non-renewal notice date
 * and end date of every contract of their workspace that is not terminated. Two queries whatever the
 * number of contracts. A token this server did not sign, of a deleted user or of an older version
 * (regenerated since) is a 404, like any unknown address.
 */
export async function buildCalendarFeed(options: {
  db: Executor;
  key: Buffer;
  token: string;
  appUrl: string;
  brandName: string;
  now: Date;
}): Promise<string> {
  const { db, key, token, appUrl, brandName, now } = options;
  const subject = readFeedToken({ key, token });
  if (!subject) throw notFound(API_MSG.notFound);
  const [owner] = await db
    .select({
      version: users.calendarFeedVersion,
      workspaceId: users.workspaceId,
      workspaceName: workspaces.name,
    })
    .from(users)
    .innerJoin(workspaces, eq(workspaces.id, users.workspaceId))
    .where(eq(users.id, subject.userId))
    .limit(1);
  if (!owner || owner.version !== subject.version) throw notFound(API_MSG.notFound);

  // Read as the API answers them, without document links: the feed shows none.
  const context: AnswerLinks = { now, today: todayUtc(now), secret: null };
  const rows = await selectContracts(db).where(
    and(eq(contracts.workspaceId, owner.workspaceId), isNull(contracts.storedStatus)),
  );
  const events = rows
    .map((row) => toContract(row, context))
    .flatMap((contract) => eventsOf(contract, appUrl, brandName))
    .sort((a, b) => compareCodeUnits(a.date, b.date) || compareCodeUnits(a.uid, b.uid));
  return writeCalendar({
    prodId: `-//${brandName}//Contract dates//EN`,
    name: `${brandName}: ${owner.workspaceName}`,
    stamp: now,
    refreshMinutes: FEED_REFRESH_MINUTES,
    events,
  });
}
