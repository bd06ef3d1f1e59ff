// A contract's owner (the person its reminders and weekly summary go to): the words and the picker's options.
import type { TMember } from '@keydate/domain';

export const OWNER_MSG = {
  label: 'Owner',
  none: 'No owner',
  hint: 'Reminders and the weekly summary go to the owner and the people responsible for its properties.',
  /** The list's filter: everyone's contracts, or the signed-in person's. */
  anyone: 'Anyone',
  me: 'Me',
  /** The list's cell when a contract has no owner. */
  noneCell: '—',
} as const;

/** The list's `ownerId` for the person asking. */
export const OWNER_ME = 'me';

export interface TOwnerOption {
  id: string;
  /** The name; with the email in parentheses when another person has the same name. */
  label: string;
}

/**
 * The Owner select's people, in the order given (the server answers them by name). `keep`, the person
 * preselected (the signed-in one, or the edited contract's owner), is offered even when the list lacks them.
 */
export function ownerOptions(members: readonly TMember[], keep: TMember | null = null): TOwnerOption[] {
  const people = keep && !members.some((member) => member._id === keep._id) ? [...members, keep] : members;
  const named = new Map<string, number>();
  for (const person of people) named.set(person.name, (named.get(person.name) ?? 0) + 1);
  return people.map((person) => ({
    id: person._id,
    label: (named.get(person.name) ?? 0) > 1 ? `${person.name} (${person.email})` : person.name,
  }));
}
