import type { TDraft, TProperty, TVendor } from '@keydate/domain';
import { useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Button, buttonClass } from '../components/ui/button.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { LoadingState } from '../components/ui/spinner.tsx';
import { useCurrentUser } from '../features/auth/session.tsx';
import { usePageTitle } from '../features/branding/use-page-title.ts';
import { directoryOptions } from '../features/contracts/wizard/wizard-form.ts';
import { BulkAccept } from '../features/drafts/bulk-accept.tsx';
import { DraftList } from '../features/drafts/draft-list.tsx';
import { DRAFT_MSG, DRAFT_MSG_FN } from '../features/drafts/draft-messages.ts';
import { DraftReview } from '../features/drafts/draft-review.tsx';
import { useDrafts } from '../features/drafts/drafts.api.ts';
import { REVIEW_SHORTCUTS } from '../features/drafts/use-review-keys.ts';
import { useProperties } from '../features/properties/use-properties.ts';
import { useVendors } from '../features/vendors/use-vendors.ts';

type TFilter = 'all' | 'unreviewed';

/**
 * /app/drafts: the review queue (docs/domain.md, Upload many). `?draft=<id>` opens that draft first (the
 * wizard's and the drop page's links to a draft that already holds a file).
 */
export function DraftsPage() {
  usePageTitle(DRAFT_MSG.queueTitle);
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<TFilter>('all');
  const drafts = useDrafts(filter === 'unreviewed');
  const properties = useProperties();
  const vendors = useVendors();

  // The empty state offers Upload many itself.
  const empty = drafts.data?.total === 0;
  const header = (
    <PageHeader
      title={DRAFT_MSG.queueTitle}
      description={DRAFT_MSG.queueSubtitle}
      actions={
        empty ? null : (
          <Link to="/app/upload/many" className={buttonClass('secondary')}>
            {DRAFT_MSG.uploadManyLink}
          </Link>
        )
      }
    />
  );
  const failed = drafts.isError || properties.isError || vendors.isError;
  if (failed) {
    return (
      <>
        {header}
        <Alert>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>{DRAFT_MSG.loadFailed}</span>
            <Button
              variant="secondary"
              size="sm"
              busy={drafts.isFetching || properties.isFetching || vendors.isFetching}
              onClick={() => {
                if (drafts.isError) void drafts.refetch();
                if (properties.isError) void properties.refetch();
                if (vendors.isError) void vendors.refetch();
              }}
            >
              {DRAFT_MSG.tryAgain}
            </Button>
          </div>
        </Alert>
      </>
    );
  }
  if (!drafts.data || !properties.data || !vendors.data) {
    return (
      <>
        {header}
        <LoadingState />
      </>
    );
  }
  return (
    <>
      {header}
      {drafts.data.total === 0 ? (
        <NoDrafts />
      ) : (
        <Queue
          drafts={drafts.data.items}
          counts={{ all: drafts.data.total, unreviewed: drafts.data.unreviewed }}
          filter={filter}
          onFilter={setFilter}
          initialId={params.get('draft')}
          properties={properties.data}
          vendors={vendors.data}
        />
      )}
    </>
  );
}

function NoDrafts() {
  return (
    <div className="rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <h2 className="text-base font-semibold text-slate-900">{DRAFT_MSG.noDrafts}</h2>
      <p className="mt-1 text-sm text-slate-600">{DRAFT_MSG.noDraftsHint}</p>
      <Link to="/app/upload/many" className={buttonClass('primary', 'md', 'mt-6')}>
        {DRAFT_MSG.uploadManyLink}
      </Link>
    </div>
  );
}

interface QueueProps {
  drafts: TDraft[];
  counts: Record<TFilter, number>;
  filter: TFilter;
  onFilter: (filter: TFilter) => void;
  initialId: string | null;
  properties: TProperty[];
  vendors: TVendor[];
}

function Queue({ drafts, counts, filter, onFilter, initialId, properties, vendors }: QueueProps) {
  const { user } = useCurrentUser();
  const [currentId, setCurrentId] = useState<string | null>(initialId);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const lastIndex = useRef(0);
  const propertyOptions = useMemo(() => directoryOptions(properties), [properties]);
  const vendorOptions = useMemo(() => directoryOptions(vendors), [vendors]);

  // The current draft; once it has gone (accepted, attached, discarded), the one that took its place.
  let index = drafts.findIndex((draft) => draft._id === currentId);
  if (index === -1) index = Math.min(lastIndex.current, drafts.length - 1);
  lastIndex.current = Math.max(index, 0);
  const current = drafts[index];
  const move = (step: 1 | -1) => {
    const target = drafts[index + step];
    if (target) setCurrentId(target._id);
  };
  const chosen = drafts.filter((draft) => selected.has(draft._id));

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <FilterChoice filter={filter} counts={counts} onFilter={onFilter} />
        <Shortcuts />
      </div>
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="space-y-6">
          {drafts.length > 0 ? (
            <DraftList
              drafts={drafts}
              currentId={current?._id ?? null}
              selected={selected}
              onSelect={setSelected}
              onOpen={setCurrentId}
            />
          ) : null}
          <BulkAccept
            drafts={chosen}
            properties={propertyOptions}
            vendors={vendorOptions}
            onDone={(accepted) =>
              setSelected((previous) => new Set([...previous].filter((id) => !accepted.includes(id))))
            }
          />
        </div>
        {current ? (
          <DraftReview
            key={current._id}
            draft={current}
            position={index + 1}
            total={drafts.length}
            properties={propertyOptions}
            vendors={vendorOptions}
            isAdmin={user.role === 'admin'}
            onMove={move}
          />
        ) : (
          <p
            role="status"
            className="rounded-2xl bg-white p-8 text-center text-sm text-slate-600 ring-1 ring-slate-200"
          >
            {DRAFT_MSG.allReviewed}
          </p>
        )}
      </div>
    </div>
  );
}

function FilterChoice({
  filter,
  counts,
  onFilter,
}: {
  filter: TFilter;
  counts: Record<TFilter, number>;
  onFilter: (filter: TFilter) => void;
}) {
  const name = useId();
  const options: Array<[TFilter, string]> = [
    ['all', DRAFT_MSG.showAll],
    ['unreviewed', DRAFT_MSG.showUnreviewed],
  ];
  return (
    <fieldset>
      <legend className="sr-only">{DRAFT_MSG.filterLegend}</legend>
      <div className="inline-flex rounded-lg bg-white p-1 shadow-sm ring-1 ring-slate-300">
        {options.map(([value, label]) => (
          <label
            key={value}
            className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 has-checked:bg-blue-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-blue-600"
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={filter === value}
              onChange={() => onFilter(value)}
              className="sr-only"
            />
            {DRAFT_MSG_FN.filterCount(label, counts[value])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Shortcuts() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="text-xs text-slate-600">
      <h2 id={titleId} className="sr-only">
        {DRAFT_MSG.shortcutsTitle}
      </h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {REVIEW_SHORTCUTS.map((shortcut) => (
          <li key={shortcut.does}>
            {shortcut.keys.map((key, at) => (
              <span key={key}>
                {at > 0 ? ' or ' : null}
                <kbd className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-800 ring-1 ring-slate-300">
                  {key}
                </kbd>
              </span>
            ))}{' '}
            {shortcut.does}
          </li>
        ))}
      </ul>
    </section>
  );
}
