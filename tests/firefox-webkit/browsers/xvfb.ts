import { spawn, type ChildProcess } from "node:child_process";

/** Starts Xvfb on a display it picks itself (-displayfd), so parallel runs never collide. */
export function startXvfb(): Promise<{ display: string; stop: () => void }> {
  return new Promise((resolve, reject) => {
    const xvfb: ChildProcess = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"], {
      stdio: ["ignore", "ignore", "pipe", "pipe"],
    });
    let stderr = "";
    xvfb.stderr?.on("data", (chunk) => (stderr += chunk));
    xvfb.once("error", (error) => reject(new Error(`Cannot start Xvfb (apt-get install xvfb): ${error.message}`)));
    xvfb.once("exit", (code) => reject(new Error(`Xvfb exited with ${code}: ${stderr}`)));
    xvfb.stdio[3]?.once("data", (chunk: Buffer) =>
      resolve({ display: `:${chunk.toString().trim()}`, stop: () => xvfb.kill() }),
    );
  });
}
