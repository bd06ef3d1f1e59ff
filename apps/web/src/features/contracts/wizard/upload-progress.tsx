import { ProgressBar } from '../../../components/ui/progress-bar.tsx';

/** The document transfer, as a labelled progress bar. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="mt-6">
      <ProgressBar label="Uploading document" percent={percent} />
    </div>
  );
}
