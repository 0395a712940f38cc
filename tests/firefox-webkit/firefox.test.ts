import { launchFirefox } from "./browsers/firefox";
import { engineSuite } from "./suite";

engineSuite("Firefox ESR", launchFirefox);
