import { API_MSG, MSG, toContractDate, todayUtc } from '@keydate/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contracts, users, workspaces } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { type ContractRecord, loadContracts } from '../contracts/contract-query.ts';
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

function dateOf(kind: TEventKind, row: ContractRecord['row']): Date | null {
  if (kind === 'evaluation') return toContractDate(row.renewalWindowStart);
  // The notice date, read as the domain reads it: nonRenewalNoticeStart, else renewalWindowEnd.
  if (kind === 'notice') return toContractDate(row.nonRenewalNoticeStart ?? row.renewalWindowEnd);
  return toContractDate(row.endDate);
}

function describe(record: ContractRecord, link: string, brandName: string): string {
  const names =
    record.row.agreementType === 'MSA'
      ? record.members.map((member) => member.name)
      : record.property
        ? [record.property.name]
        : [];
  const lines = [
    names.length === 0
      ? MSG.noPropertyAssigned
      : `${names.length === 1 ? 'Property' : 'Properties'}: ${names.join(', ')}`,
  ];
  if (record.vendor) lines.push(`Vendor: ${record.vendor.name}`);
  // Google Calendar does not show an event's URL property, so the link is in the text as well.
  lines.push('', `Open in ${brandName}: ${link}`);
  return lines.join('\n');
}

function eventsOf(record: ContractRecord, appUrl: string, brandName: string): IcsAllDayEvent[] {
  const url = `${appUrl}/app/contracts/${record.row.id}`;
  const description = describe(record, url, brandName);
  return KINDS.flatMap(({ kind, summary }) => {
    const date = dateOf(kind, record.row);
    if (!date) return [];
    return [
      {
        uid: `${kind}-${record.row.id}@keydate`,
        date,
        summary: `${summary}: ${record.row.name}`,
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

  const records = await loadContracts(db, {
    today: todayUtc(now),
    where: and(eq(contracts.workspaceId, owner.workspaceId), isNull(contracts.storedStatus)),
  });
  const events = records
    .flatMap((record) => eventsOf(record, appUrl, brandName))
    .sort((a, b) => a.date.getTime() - b.date.getTime() || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
  return writeCalendar({
    prodId: `-//${brandName}//Contract dates//EN`,
    name: `${brandName}: ${owner.workspaceName}`,
    stamp: now,
    refreshMinutes: FEED_REFRESH_MINUTES,
    events,
  });
}
