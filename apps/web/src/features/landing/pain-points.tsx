const points = [
  {
    title: 'Missed notice dates renew contracts you meant to end',
    text: 'Many vendor agreements renew automatically unless notice is given weeks or months before they end. Miss that one date and you are locked into another term you did not want.',
  },
  {
    title: 'Agreements scattered across inboxes and drives',
    text: 'Contracts live in email threads, shared drives and filing cabinets at each property. When a question comes up, nobody is sure which version is current or where it is.',
  },
  {
    title: 'Master agreements that cover many properties',
    text: 'One master service agreement can cover a dozen properties. Tracked property by property in spreadsheets, it means duplicated work and gaps nobody notices.',
  },
];

export function PainPoints() {
  return (
    <section aria-labelledby="pain-points-title" className="bg-slate-900 py-20 text-white sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-wide text-amber-300">Sound familiar?</p>
          <h2 id="pain-points-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Contracts rarely fail loudly. They renew quietly.
          </h2>
          <p className="mt-4 text-lg text-slate-300">
            Operations teams juggle hundreds of agreements across properties. The costly mistakes are the
            dates nobody was watching.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {points.map((point) => (
            <li key={point.title} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
              <h3 className="text-lg font-semibold text-white">{point.title}</h3>
              <p className="mt-3 text-sm leading-6 text-slate-300">{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
