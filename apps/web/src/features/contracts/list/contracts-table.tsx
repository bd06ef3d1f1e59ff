import {
  agreementTypeLabel,
  agreementTypeOf,
  formatShortDate,
  MSG,
  propertyCell,
  type TContract,
  type TDirectoryNames,
  type TDocumentMatch,
  type TSortKey,
  type TSortOrder,
  vendorCell,
} from '@keydate/domain';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Table, Td, Th } from '../../../components/ui/table.tsx';
import { DECISION_MSG } from '../decision.ts';
import { OWNER_MSG } from '../owner.ts';
import { ListStatusBadge } from './list-status-badge.tsx';
import { SortableHeader } from './sortable-header.tsx';

/**
 * The columns; `column` is the sort key of those that sort. The specification's five come first, in its
 * order; the Owner column (with the decision a renewal awaits from its owner) comes after them.
 */
const COLUMNS: ReadonlyArray<{ label: string; column: TSortKey | null; className?: string }> = [
  { label: 'Contract Details', column: 'name' },
  { label: 'Property/Properties', column: 'property' },
  { label: 'Vendor', column: 'vendor' },
  { label: 'Dates', column: 'startDate' },
  { label: 'Status', column: 'status' },
  { label: OWNER_MSG.label, column: null },
];

function PropertyCell({ contract, names }: { contract: TContract; names: TDirectoryNames }) {
  const cell = propertyCell(contract, names);
  return (
    <>
      {cell.count ? <p className="font-medium text-slate-900">{cell.count}</p> : null}
      <p className="max-w-[16rem] truncate text-slate-700" title={cell.text}>
        {cell.text}
      </p>
    </>
  );
}

/** Under a searched contract's name: the passage of its document that matches, the searched words marked. */
function DocumentPassage({ match }: { match: TDocumentMatch }) {
  return (
    <p className="mt-1 max-w-[28rem] text-xs text-slate-600" data-testid="document-passage">
      <span className="text-slate-500">In the document: </span>…
      {match.parts.map((part, i) =>
        part.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one passage never move
          <mark key={i} className="rounded bg-amber-100 px-0.5 text-slate-900">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one passage never move
          <span key={i}>{part.text}</span>
        ),
      )}
      …
    </p>
  );
}

interface ContractsTableProps {
  contracts: readonly TContract[];
  names: TDirectoryNames;
  sort: TSortKey;
  order: TSortOrder;
  onSort: (column: TSortKey) => void;
  /** The next page or order is on its way; the current rows stay meanwhile. */
  busy?: boolean;
}

export function ContractsTable({ contracts, names, sort, order, onSort, busy = false }: ContractsTableProps) {
  return (
    <Table caption="Contracts of this workspace">
      <thead>
        <tr>
          {COLUMNS.map(({ label, column, className }) =>
            column ? (
              <SortableHeader
                key={column}
                label={label}
                column={column}
                sort={sort}
                order={order}
                onSort={onSort}
              />
            ) : (
              <Th key={label} className={className}>
                {label}
              </Th>
            ),
          )}
        </tr>
      </thead>
      <tbody
        className={`divide-y divide-slate-200 ${busy ? 'opacity-60' : ''}`}
        aria-busy={busy || undefined}
      >
        {contracts.length === 0 ? (
          <tr>
            <Td colSpan={COLUMNS.length} className="py-10 text-center text-slate-600">
              No contracts found
            </Td>
          </tr>
        ) : (
          contracts.map((contract) => (
            <tr key={contract._id}>
              <Td>
                <Link
                  to={`/app/contracts/${encodeURIComponent(contract._id)}`}
                  className="font-semibold text-blue-700 hover:underline"
                >
                  {contract.name}
                </Link>
                {contract.documentKey ? null : (
                  <p className="mt-0.5 text-xs text-slate-500">{MSG.noDocumentYet}</p>
                )}
                {contract.documentMatch ? <DocumentPassage match={contract.documentMatch} /> : null}
                <p className="mt-0.5 text-slate-600">{contract.contractType}</p>
                <div className="mt-1">
                  <Badge tone={agreementTypeOf(contract.agreementType) === 'MSA' ? 'blue' : 'gray'}>
                    {agreementTypeLabel(contract.agreementType)}
                  </Badge>
                </div>
              </Td>
              <Td>
                <PropertyCell contract={contract} names={names} />
              </Td>
              <Td>{vendorCell(contract, names)}</Td>
              <Td className="whitespace-nowrap">
                <p>
                  <span className="text-slate-500">From</span> {formatShortDate(contract.startDate)}
                </p>
                <p>
                  <span className="text-slate-500">Until</span> {formatShortDate(contract.endDate) || '-'}
                </p>
              </Td>
              <Td>
                <ListStatusBadge status={contract.status} />
              </Td>
              <Td>
                <p>{contract.owner?.name ?? OWNER_MSG.noneCell}</p>
                {contract.awaitingDecision ? (
                  <div className="mt-1">
                    <Badge tone="amber">{DECISION_MSG.badge}</Badge>
                  </div>
                ) : null}
              </Td>
            </tr>
          ))
        )}
      </tbody>
    </Table>
  );
}
