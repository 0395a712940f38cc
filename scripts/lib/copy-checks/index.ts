/** What `npm run content:check` and its tests use of the editorial checks (see runner.ts). */
export { countMoves, formatMoveExamples, formatMoveFailure, formatMoveTable, moves } from "./runner";
export { MOVE_THRESHOLDS, type MoveId } from "./thresholds";
export type { PageText } from "./types";
export { findAphorismOpening } from "./rules/length";
export { findBrandPivots } from "./rules/brand";
export { findHouseStyleSlips } from "./rules/house-style";
export { hasFiniteVerb } from "./rules/grammar";
export {
  clientClaim,
  headingsClaimingClients,
  headingsOf,
  isDoubledServicesHeading,
  listOpenerHeading,
} from "./rules/headings";
export { acronymsIn } from "./rules/page-facts";
export { findEndsWithout, findTaglineRestated } from "./rules/family-shapes";
