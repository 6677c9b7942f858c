// The one capped body reader for answers from outside (a customer's site, a billing panel): a broken or
// hostile peer must not fill memory. Hand-written: undici's maxResponseSize caps only its own
// dispatchers (not fetch's Response), and raw-body wants a Node stream; this reads either kind of body.

/** The body as UTF-8 text; throws `tooLarge()` as soon as it is known to exceed `maxBytes`, and cancels the rest. */
export async function readCappedText(
  body: AsyncIterable<Uint8Array> | null | undefined,
  maxBytes: number,
  tooLarge: () => Error,
  /** The Content-Length header, if any: a larger declared length fails before a byte is read. */
  declaredLength?: string | null,
): Promise<string> {
  if (declaredLength && Number(declaredLength) > maxBytes) {
    await cancel(body);
    throw tooLarge();
  }
  if (!body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Leaving the loop early (the throw) cancels a web ReadableStream and destroys a Node stream.
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function cancel(body: AsyncIterable<Uint8Array> | null | undefined): Promise<void> {
  if (!body) return;
  const stream = body as { cancel?: () => Promise<void>; destroy?: () => void };
  if (typeof stream.cancel === 'function') await stream.cancel().catch(() => undefined);
  else stream.destroy?.();
}
