import { type TWizardStep, WIZARD_STEP_TITLES, WIZARD_STEPS } from '@keydate/domain';

/** The steps as an ordered list: completed ones ticked, the current one marked for assistive tech. */
export function WizardProgress({ current }: { current: TWizardStep }) {
  const currentIndex = WIZARD_STEPS.indexOf(current);
  return (
    <nav aria-label="Progress" className="mb-6">
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {WIZARD_STEPS.map((step, index) => {
          const state = index < currentIndex ? 'completed' : index === currentIndex ? 'current' : 'upcoming';
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`flex items-center gap-3 border-t-4 pt-3 ${
                state === 'upcoming' ? 'border-slate-200' : 'border-blue-700'
              }`}
            >
              <span
                aria-hidden="true"
                className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                  state === 'completed'
                    ? 'bg-blue-700 text-white'
                    : state === 'current'
                      ? 'bg-white text-blue-800 ring-2 ring-blue-700'
                      : 'bg-white text-slate-500 ring-2 ring-slate-300'
                }`}
              >
                {state === 'completed' ? (
                  <svg viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4" aria-hidden="true">
                    <path
                      fillRule="evenodd"
                      d="M16.704 4.153a.75.75 0 0 1 .143 1.052l-8 10.5a.75.75 0 0 1-1.127.075l-4.5-4.5a.75.75 0 0 1 1.06-1.06l3.894 3.893 7.48-9.817a.75.75 0 0 1 1.05-.143Z"
                      clipRule="evenodd"
                    />
                  </svg>
                ) : (
                  index + 1
                )}
              </span>
              <span
                className={`text-sm font-medium ${state === 'upcoming' ? 'text-slate-500' : 'text-slate-900'}`}
              >
                {WIZARD_STEP_TITLES[step]}
                <span className="sr-only">
                  {state === 'completed'
                    ? ' (completed)'
                    : state === 'upcoming'
                      ? ' (upcoming)'
                      : ' (current)'}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
