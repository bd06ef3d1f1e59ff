import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage, saveFile } from '../../lib/api.ts';

/**
 * A file fetched with the session's token and saved under the server's name: `downloading` names the one
 * on its way (a format, or true), and a failure is a toast with the server's message, else `failed`.
 */
export function useFileDownload<Which = true>(failed: string) {
  const [downloading, setDownloading] = useState<Which | null>(null);
  async function download(which: Which, fetchFile: () => Promise<{ blob: Blob; fileName: string }>) {
    setDownloading(which);
    try {
      saveFile(await fetchFile());
    } catch (error) {
      toast.error(errorMessage(error, failed));
    } finally {
      setDownloading(null);
    }
  }
  return { downloading, download };
}
