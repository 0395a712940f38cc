import { Client } from "pg";
import { expect, test } from "../playwright-test";
import { postgresBin, startCluster } from "@/tests/unit/support/pg-cluster";
import { postEnquiry, withOwnServer } from "../own-server";

// A throwaway PostgreSQL cluster started (and restarted) by the test itself.
const bin = postgresBin();
if (!bin)
  console.warn("PostgreSQL server binaries are not installed: the restart test is skipped (.ci/run installs them).");

test("PostgreSQL restarted during a load run: every 201 is stored, 503 (never 201) while it is away, recovery without a restart", async () => {
  test.skip(!bin, "PostgreSQL server binaries are not installed");
  test.setTimeout(120_000);
  const cluster = await startCluster();
  try {
    await withOwnServer({ DATABASE_URL: cluster.url }, async (server) => {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      const accepted: string[] = [];
      const statuses = new Map<number, number>();
      let databaseDown = false;
      let acceptedWhileDown = 0;
      let running = true;
      let n = 0;
      const client = async () => {
        while (running) {
          const down = databaseDown;
          const response = await postEnquiry(server.url, `load-${n++}`);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status === 201) {
            accepted.push(((await response.json()) as { id: string }).id);
            // Sent and answered entirely while the database was stopped: it cannot have been stored.
            if (down && databaseDown) acceptedWhileDown++;
          } else await response.body?.cancel();
        }
      };
      const clients = Array.from({ length: 8 }, client);

      await expect.poll(() => accepted.length, { timeout: 20_000 }).toBeGreaterThan(50);
      cluster.stop();
      databaseDown = true;
      await expect.poll(() => statuses.get(503) ?? 0, { timeout: 20_000 }).toBeGreaterThan(5);
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(503);
      databaseDown = false;
      cluster.start();
      const afterRestart = accepted.length;
      await expect.poll(() => accepted.length - afterRestart, { timeout: 30_000 }).toBeGreaterThan(50);
      running = false;
      await Promise.all(clients);

      expect([...statuses.keys()].sort()).toEqual([201, 503]);
      expect(acceptedWhileDown).toBe(0);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      const db = new Client({ connectionString: cluster.url });
      await db.connect();
      try {
        const { rows } = await db.query<{ id: string }>("select id from enquiries where id = any($1)", [accepted]);
        expect(rows.length).toBe(accepted.length);
      } finally {
        await db.end();
      }
      console.info(`PostgreSQL restart: ${accepted.length} answered 201 and stored, ${statuses.get(503)} answered 503`);
    });
  } finally {
    cluster.destroy();
  }
});
