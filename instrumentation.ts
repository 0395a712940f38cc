/** Next.js calls this once per server process at start-up. */
export async function register() {
  // Node.js servers only: not the edge runtime, and not the workers `next build` starts to prerender.
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { publishLiveTexts } = await import("./lib/server/live-text");
  publishLiveTexts();
  const { startInbox } = await import("./lib/server/notify/runtime");
  startInbox();
}
