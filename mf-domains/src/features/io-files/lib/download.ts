// Downloads of the panel's exports (issue 30): fetched through mf-kit's client (the session cookie, the
// Security gate, failures as "<status>: <message>"), then saved from a temporary object URL under the
// name the service gives in Content-Disposition. A plain link would show a failed export as a page of
// JSON instead of a toast.
import { apiRequest } from '@dop/mf-kit';

/** The file name of an attachment header (`attachment; filename="x.zone"`), else the fallback. */
export function filenameOf(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*\s*=\s*UTF-8''([^;]+)/i);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // A malformed encoded name: the plain one or the fallback below.
    }
  }
  const plain = disposition?.match(/filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  // A name with a path in it is refused by browsers anyway; keep ours predictable.
  return name && !/[\\/]/.test(name) ? name : fallback;
}

/** Saves the blob as a file the browser downloads, then frees its object URL. */
export function saveBlob(blob: Blob, filename: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The click has handed the URL to the download already; revoking on the next tick is safe everywhere.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** GETs an export and saves it; resolves to the saved file's name. Throws the client's ApiError. */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const res = await apiRequest('GET', url);
  const name = filenameOf(res.headers.get('content-disposition'), fallbackName);
  saveBlob(await res.blob(), name);
  return name;
}
