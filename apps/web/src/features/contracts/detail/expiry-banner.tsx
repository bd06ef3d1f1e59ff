import type { TExpiryBanner } from '@keydate/domain';

const tones = {
  amber: 'bg-amber-50 text-amber-950 ring-amber-300',
  red: 'bg-red-50 text-red-900 ring-red-300',
} as const;

/** 'Contract Expiring Soon' (amber) or 'Contract Expired' (red), docs/domain.md, Status. */
export function ExpiryBanner({ banner }: { banner: TExpiryBanner }) {
  return (
    <section
      aria-label={banner.title}
      data-tone={banner.tone}
      className={`flex gap-3 rounded-xl p-4 ring-1 ${tones[banner.tone]}`}
    >
      <svg viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true">
        <path
          fillRule="evenodd"
          d="M8.485 2.495c.673-1.167 2.357-1.167 3.03 0l6.28 10.875c.673 1.167-.17 2.625-1.516 2.625H3.72c-1.347 0-2.189-1.458-1.515-2.625L8.485 2.495ZM10 5a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 10 5Zm0 9a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
          clipRule="evenodd"
        />
      </svg>
      <div>
        <h2 className="text-sm font-semibold">{banner.title}</h2>
        <p className="mt-1 text-sm">{banner.text}</p>
      </div>
    </section>
  );
}
