// Small shared facts of change sets: which step statuses are unfinished, and the set's author as
// domain events and audit entries name an actor.
import type { ChangeSetDoc } from '../../models/change-set';

export const UNFINISHED = ['pending', 'applying'];

export const eventActor = (set: ChangeSetDoc) => ({
  userId: set.createdBy.userId,
  ...(set.createdBy.userName ? { userName: set.createdBy.userName } : {}),
});
