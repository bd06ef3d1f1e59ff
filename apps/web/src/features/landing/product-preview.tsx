// An illustration of the product drawn in HTML: sample agreements, not anyone's data.
const rows = [
  {
    name: 'Linen & laundry service',
    place: '3 properties · MSA',
    label: 'Notice due',
    when: 'in 12 days',
    tone: 'amber',
  },
  {
    name: 'Elevator maintenance',
    place: 'Harbour View Hotel',
    label: 'Review opens',
    when: 'in 41 days',
    tone: 'blue',
  },
  { name: 'Waste collection', place: 'City Centre Suites', label: 'Ends', when: 'in 88 days', tone: 'slate' },
] as const;

const dots = { amber: 'bg-amber-500', blue: 'bg-blue-600', slate: 'bg-slate-400' } as const;

export function ProductPreview() {
  return (
    <figure className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div className="rounded-2xl bg-white p-5 shadow-2xl shadow-blue-900/10 ring-1 ring-slate-200">
        <div className="flex items-center justify-between border-b border-slate-100 pb-4">
          <div>
            <p className="text-sm font-semibold text-slate-900">Upcoming key dates</p>
            <p className="text-xs text-slate-600">Next 90 days</p>
          </div>
          <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">
            1 needs action
          </span>
        </div>
        <ul className="divide-y divide-slate-100">
          {rows.map((row) => (
            <li key={row.name} className="flex items-center gap-4 py-4">
              <span className={`h-2.5 w-2.5 shrink-0 rounded-full ${dots[row.tone]}`} aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">{row.name}</p>
                <p className="truncate text-xs text-slate-600">{row.place}</p>
              </div>
              <div className="text-right">
                <p className="text-xs text-slate-600">{row.label}</p>
                <p className="text-sm font-semibold text-slate-900">{row.when}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-2 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
          <p className="text-sm font-semibold text-amber-950">Non-renewal notice due soon</p>
          <p className="mt-1 text-xs leading-5 text-amber-900">
            Send notice before the deadline or the linen agreement renews for another year.
          </p>
        </div>
      </div>
      <figcaption className="sr-only">An example of the upcoming key dates a workspace sees.</figcaption>
    </figure>
  );
}
