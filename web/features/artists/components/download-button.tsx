import { Download } from 'lucide-react';
import { useState } from 'react';
import type { MediaItem } from '#shared/schemas/media.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button, buttonClasses } from '#web/ui/button.tsx';
import { toast } from '#web/ui/toast.tsx';
import { downloadOriginal, downloadPath } from '../lib/download-original.ts';

/** Shown only when the artist allows downloads; the server checks the same rule again. */
export function DownloadButton({ item, signedIn }: { item: MediaItem; signedIn: boolean }) {
  const [busy, setBusy] = useState(false);
  if (!item.allowDownload) return null;
  const label = `Download ${item.title}`;
  if (!signedIn) {
    return (
      <a
        href={downloadPath(item.id)}
        download
        aria-label={label}
        title="Download original"
        className={buttonClasses({ variant: 'ghost', size: 'icon-sm' })}
      >
        <Download aria-hidden="true" />
      </a>
    );
  }
  async function download() {
    setBusy(true);
    try {
      await downloadOriginal(item.id, item.title);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not download the original. Please try again.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={label}
      title="Download original"
      loading={busy}
      onClick={() => void download()}
    >
      {busy ? null : <Download aria-hidden="true" />}
    </Button>
  );
}
