// Every claim here must stay true of this software (docs/domain.md, The landing page).
const claims = [
  {
    title: 'Passwords hashed with Argon2id',
    text: 'Your password is never stored. Only an Argon2id hash is kept, the algorithm OWASP recommends for passwords.',
  },
  {
    title: 'Documents behind short-lived links',
    text: 'Contract files are never public. Each view or download uses a signed link that expires within minutes.',
  },
  {
    title: 'Each workspace sees only its own data',
    text: 'Contracts, properties, vendors and people belong to one workspace, and every request is checked against it.',
  },
  {
    title: 'Encrypted in transit',
    text: 'Served over HTTPS in production, so sign-ins and agreements travel encrypted between your browser and the server.',
  },
  {
    title: 'Sessions you control',
    text: 'Signing out, resetting a password or removing a user ends their sessions straight away.',
  },
  {
    title: 'Built to stay available',
    text: 'Health checks and graceful restarts, and it runs on several servers behind a load balancer, so a restart or an update need not interrupt your team.',
  },
];

export function Security() {
  return (
    <section
      id="security"
      aria-labelledby="security-title"
      className="scroll-mt-16 bg-slate-50 py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-800">Security and privacy</p>
          <h2
            id="security-title"
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            Your agreements stay yours
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            Contracts hold prices, terms and names. Here is exactly how they are protected.
          </p>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {claims.map((claim) => (
            <li key={claim.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-green-100 text-green-800">
                <svg viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5" aria-hidden="true">
                  <path
                    fillRule="evenodd"
                    d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z"
                    clipRule="evenodd"
                  />
                </svg>
              </span>
              <h3 className="mt-4 text-base font-semibold text-slate-900">{claim.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-700">{claim.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
