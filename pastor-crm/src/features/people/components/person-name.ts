// Shared with the care screens (features never import each other): one home in lib/.
export { formatDay, personName } from "../../../lib/names.ts";
