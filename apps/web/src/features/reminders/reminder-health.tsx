// The admin's view of the reminder sweep: when it last ran, what went out, what is failing, what is next.
import { formatShortDate, type TDeliveryMilestone, type TReminderHealth } from '@keydate/domain';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Table, Td, Th } from '../../components/ui/table.tsx';
import { instantText } from '../../lib/instant-text.ts';

const MILESTONE_LABELS: Record<TDeliveryMilestone, string> = {
  notice: 'Non-renewal notice',
  end: 'Contract end',
  escalation: 'No decision (to admins)',
};

const contractLink = (contract: { _id: string; name: string }) => (
  <Link
    to={`/app/contracts/${encodeURIComponent(contract._id)}`}
    className="font-medium text-blue-700 underline hover:text-blue-800"
  >
    {contract.name}
  </Link>
);

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

export function LastRun({ health }: { health: TReminderHealth }) {
  const { lastRun } = health;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div>
        <dt className="text-xs font-medium text-slate-600">Last sweep</dt>
        <dd className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-900">
          {lastRun ? (
            <>
              <span>{instantText(lastRun.startedAt)}</span>
              {lastRun.ok ? (
                <Badge tone="green">Succeeded</Badge>
              ) : lastRun.finishedAt ? (
                <Badge tone="red">Failed</Badge>
              ) : (
                <Badge tone="yellow">Not finished</Badge>
              )}
            </>
          ) : (
            'The reminder sweep has not run yet.'
          )}
        </dd>
      </div>
      <div>
        <dt className="text-xs font-medium text-slate-600">Sent in the last 30 days</dt>
        <dd className="mt-1 text-2xl font-semibold text-slate-900">{health.sentLast30Days}</dd>
      </div>
    </dl>
  );
}

export function Failures({ failures }: { failures: TReminderHealth['failures'] }) {
  if (failures.length === 0) return <p className="text-sm text-slate-600">No reminder is failing.</p>;
  return (
    <Table caption="Reminders that failed to send">
      <thead>
        <tr>
          <Th>Contract</Th>
          <Th>Recipient</Th>
          <Th>Reminder</Th>
          <Th>Reason</Th>
          <Th>Attempts</Th>
          <Th>Next retry</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {failures.map((failure) => (
          <tr
            key={`${failure.contract._id}-${failure.milestone}-${failure.date}-${failure.leadDays}-${failure.recipient._id}`}
          >
            <Td>{contractLink(failure.contract)}</Td>
            <Td>
              <span className="block">{failure.recipient.name}</span>
              <span className="block text-xs text-slate-600">{failure.recipient.email}</span>
            </Td>
            <Td>{`${MILESTONE_LABELS[failure.milestone]}, ${days(failure.leadDays)} before ${formatShortDate(failure.date)}`}</Td>
            <Td className="break-words">{failure.lastError ?? 'Unknown'}</Td>
            <Td>{failure.attempts}</Td>
            <Td>{instantText(failure.nextAttemptAt)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function Upcoming({ health }: { health: TReminderHealth }) {
  const { upcoming, upcomingTotal } = health;
  if (upcoming.length === 0) {
    return <p className="text-sm text-slate-600">No reminders fall due in the next 30 days.</p>;
  }
  return (
    <>
      <Table caption="Reminders due in the next 30 days">
        <thead>
          <tr>
            <Th>Contract</Th>
            <Th>Milestone</Th>
            <Th>Date</Th>
            <Th>Lead time</Th>
            <Th>Sent on</Th>
            <Th>Recipients</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {upcoming.map((item) => (
            <tr key={`${item.contract._id}-${item.milestone}-${item.date}-${item.leadDays}`}>
              <Td>{contractLink(item.contract)}</Td>
              <Td>{MILESTONE_LABELS[item.milestone]}</Td>
              <Td>{formatShortDate(item.date)}</Td>
              <Td>{days(item.leadDays)}</Td>
              <Td>{formatShortDate(item.dueOn)}</Td>
              <Td>{item.recipients}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
      {upcomingTotal > upcoming.length ? (
        <p className="mt-3 text-sm text-slate-600">{`The first ${upcoming.length} of ${upcomingTotal} upcoming reminders.`}</p>
      ) : null}
    </>
  );
}

export function ReminderHealthView({ health }: { health: TReminderHealth }) {
  return (
    <div className="space-y-6">
      <Card title="Sweep">
        <LastRun health={health} />
      </Card>
      <Card title="Failures" description="Failed reminders are retried with back-off until they are sent.">
        <Failures failures={health.failures} />
      </Card>
      <Card title="Upcoming reminders" description="Reminders falling due in the next 30 days.">
        <Upcoming health={health} />
      </Card>
    </div>
  );
}
