import { agreementTypeLabel, daysLeft, expiryBanner, type TContract, todayUtc } from '@keydate/domain';
import { useCurrentUser } from '../../auth/session.tsx';
import { ContractActions } from './contract-actions.tsx';
import { ContractHistory } from './contract-history.tsx';
import { ContractParties } from './contract-parties.tsx';
import { ContractReminders } from './contract-reminders.tsx';
import { ContractTimeline } from './contract-timeline.tsx';
import { DetailStatusBadge } from './detail-status-badge.tsx';
import { DocumentFacts } from './document-facts.tsx';
import { DocumentPreview } from './document-preview.tsx';
import { ExpiryBanner } from './expiry-banner.tsx';
import { RenewalDecision } from './renewal-decision.tsx';

export function ContractDetail({ contract }: { contract: TContract }) {
  const { user } = useCurrentUser();
  const canEdit = user.role === 'admin';
  const left = daysLeft(contract.endDate, todayUtc(new Date()));
  // A terminated contract has been dealt with: no call to renew or terminate it.
  const banner = contract.status === 'terminated' ? null : expiryBanner(left);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {contract.name}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span>{contract.contractType}</span>
            <span aria-hidden="true">·</span>
            <span>{agreementTypeLabel(contract.agreementType)}</span>
            <DetailStatusBadge status={contract.status} />
          </div>
        </div>
        {canEdit ? <ContractActions contract={contract} /> : null}
      </div>
      {banner ? <ExpiryBanner banner={banner} /> : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-1">
          <ContractTimeline contract={contract} daysLeft={left} />
          <RenewalDecision contract={contract} />
          <ContractParties contract={contract} />
          <DocumentFacts contract={contract} />
          <ContractReminders contract={contract} />
        </div>
        <div className="lg:col-span-2">
          <DocumentPreview contract={contract} canAttach={canEdit} />
        </div>
      </div>
      <ContractHistory contractId={contract._id} />
    </div>
  );
}
