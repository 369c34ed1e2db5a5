// The served page's first script (scripts/bundle_page.mjs bundles it into one small file and links
// it, `async`): starts fetching and compiling the engine of the game the link opens while the
// page's bundle is still loading; main.js then instantiates that module (www/engine.js).

import { gameToShow, parseHash } from "./hash.js";
import { ENGINE_GAMES, preloadEngine } from "./engine.js";

preloadEngine(gameToShow(parseHash(location.hash).game, ENGINE_GAMES));
