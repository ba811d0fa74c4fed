import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // Middleware resolves each request once into typed contexts (app/routing/pipeline.server.ts).
  future: { v8_middleware: true },
} satisfies Config;
