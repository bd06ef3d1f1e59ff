/** What a page shows when the workspace has no property (or vendor) yet. */
export function DirectoryEmptyState({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        className="mx-auto h-12 w-12 text-slate-400"
        aria-hidden="true"
      >
        <path d="M3 21h18M5 21V7l7-4 7 4v14M9 9h1m4 0h1M9 13h1m4 0h1M9 17h1m4 0h1" />
      </svg>
      <h2 className="mt-4 text-base font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{hint}</p>
    </div>
  );
}
