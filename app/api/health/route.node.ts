import { sharedStore } from "@/lib/server/inbox/shared-store";
import { isDraining } from "@/lib/server/lifecycle";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const STORE_TIMEOUT_MS = 2_000;
const noStore = { "Cache-Control": "no-store" };

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), ms).unref()),
  ]);
}

/** 200 when the enquiry store answers; 503 when it does not or the server is shutting down. */
export async function GET() {
  if (isDraining()) return Response.json({ status: "stopping" }, { status: 503, headers: noStore });
  try {
    const store = await withTimeout(sharedStore(), STORE_TIMEOUT_MS);
    await withTimeout(store.ping(), STORE_TIMEOUT_MS);
    return Response.json({ status: "ok", store: store.dialect }, { headers: noStore });
  } catch {
    return Response.json({ status: "unavailable", store: "not answering" }, { status: 503, headers: noStore });
  }
}
