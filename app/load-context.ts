import type { PublicEnv } from "../server/env";
import type { Services } from "../server/http/app";

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    cspNonce: string;
    publicEnv: PublicEnv;
    publicOrigin: string | null;
  }
}

export {};
