import type { ReactNode } from 'react';

interface Step {
  title: string;
  text: string;
  icon: ReactNode;
}

function StepIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="h-6 w-6"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

const steps: Step[] = [
  {
    title: 'Upload Any Agreement',
    text: 'Add the PDF or Word file of any vendor agreement, service contract or master agreement, and link it to one property or many.',
    icon: (
      <StepIcon>
        <path d="M12 16V4m0 0-4 4m4-4 4 4" />
        <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
      </StepIcon>
    ),
  },
  {
    title: 'Set Key Dates',
    text: 'Enter the start date, the term and the notice period. The end date, the review window and the non-renewal notice date are worked out for you.',
    icon: (
      <StepIcon>
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M16 3v4M8 3v4M3 10h18M8 15h3" />
      </StepIcon>
    ),
  },
  {
    title: 'Get Smart Notifications',
    text: 'As a notice date or an end date comes near, you are told in the app, early enough to decide whether to renew, renegotiate or walk away.',
    icon: (
      <StepIcon>
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </StepIcon>
    ),
  },
  {
    title: 'Stay Compliant',
    text: 'Every agreement, its document and its status (active, pending renewal, expired or terminated) in one place your whole team can search.',
    icon: (
      <StepIcon>
        <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Z" />
        <path d="m9 12 2 2 4-4" />
      </StepIcon>
    ),
  },
];

export function HowItWorks() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      className="scroll-mt-16 bg-white py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-800">
            From paper to peace of mind
          </p>
          <h2
            id="how-it-works-title"
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            How It Works
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            Four steps turn a folder of agreements into dates you will not miss.
          </p>
        </div>
        <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
              <div className="flex items-center justify-between">
                <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-blue-700 text-white">
                  {step.icon}
                </span>
                <span className="text-sm font-semibold text-slate-600">Step {index + 1}</span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
