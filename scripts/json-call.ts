/**
 * One JSON request to a running service, for the scripts and benches that drive it over HTTP
 * (scripts/http-play.ts, bench/compaction.ts): answers the parsed body, and throws with the
 * contract's error code and message on anything but a 2xx.
 */
export async function jsonCall<T>(base: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: { code: string; message: string } };
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${json.error?.code}: ${json.error?.message}`);
  return json;
}
