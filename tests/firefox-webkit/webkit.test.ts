import { launchWebKit } from "./browsers/webkit";
import { engineSuite } from "./suite";

engineSuite("WebKitGTK", launchWebKit);
