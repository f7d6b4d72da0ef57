import { Download } from 'lucide-react';
import { useState } from 'react';
import type { Order } from '#shared/schemas/marketplace.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { saveAuthorizedDownload } from '#web/lib/authorized-download.ts';
import { Button } from '#web/ui/button.tsx';
import { toast } from '#web/ui/toast.tsx';

/** The purchased original, fetched with the buyer's token (a plain link cannot carry it). */
export function DownloadPurchaseButton({ order }: { order: Order }) {
  const [busy, setBusy] = useState(false);
  if (!order.downloadUrl) {
    return <p className="text-xs text-ink-muted">The artist removed this artwork</p>;
  }
  const url = order.downloadUrl;
  async function download() {
    setBusy(true);
    try {
      await saveAuthorizedDownload(url, order.title);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not download the original. Please try again.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      onClick={() => void download()}
      aria-label={`Download ${order.title}`}
    >
      {busy ? null : <Download aria-hidden="true" />}
      Download
    </Button>
  );
}
