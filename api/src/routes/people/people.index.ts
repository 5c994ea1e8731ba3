import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createPeopleCsvHandlers } from "./people.csv.ts";
import { createPeopleHandlers } from "./people.handlers.ts";
import { createHouseholdsHandlers } from "./people.households.ts";
import { createMergeHandlers } from "./people.merge.ts";
import { createPersonPhotoHandlers } from "./people.photo.ts";
import { createPeoplePrivacyHandlers } from "./people.privacy.ts";

export function peopleRoutes(deps: AppDeps) {
  const h = createPeopleHandlers(deps);
  const households = createHouseholdsHandlers(deps);
  const merging = createMergeHandlers(deps);
  const privacy = createPeoplePrivacyHandlers(deps);
  const csv = createPeopleCsvHandlers(deps);
  const photos = createPersonPhotoHandlers(deps);
  return [
    route(endpoints.people.list, h.list),
    // Before `/:id`, which would take "duplicates" or "export.csv" for an id.
    route(endpoints.people.duplicates, merging.duplicates),
    route(endpoints.people.exportCsv, csv.exportCsv),
    route(endpoints.people.importCsv, csv.importCsv),
    route(endpoints.people.get, h.get),
    route(endpoints.people.create, h.create),
    route(endpoints.people.update, h.update),
    route(endpoints.people.setStage, h.setStage),
    route(endpoints.people.archive, h.archive),
    route(endpoints.people.setPhoto, photos.setPhoto),
    route(endpoints.people.photo, photos.photo),
    route(endpoints.people.removePhoto, photos.removePhoto),
    route(endpoints.people.addRelationship, h.addRelationship),
    route(endpoints.people.removeRelationship, h.removeRelationship),
    route(endpoints.people.listHouseholds, households.listHouseholds),
    route(endpoints.people.createHousehold, households.createHousehold),
    route(endpoints.people.updateHousehold, households.updateHousehold),
    route(endpoints.people.addHouseholdMember, households.addHouseholdMember),
    route(endpoints.people.removeHouseholdMember, households.removeHouseholdMember),
    route(endpoints.people.merge, merging.merge),
    route(endpoints.people.exportPerson, privacy.exportPerson),
    route(endpoints.people.erasePerson, privacy.erasePerson),
  ];
}
