// A contract names its properties and vendor either by id or by an embedded { _id, name, status }.

export type TDirectoryRef = string | { _id: string; name?: string | null; status?: string | null };

export function directoryRefId(ref: TDirectoryRef): string {
  return typeof ref === 'string' ? ref : ref._id;
}

/** The embedded name, else the name looked up by id, else null. */
export function directoryRefName(
  ref: TDirectoryRef | null | undefined,
  namesById?: ReadonlyMap<string, string>,
): string | null {
  if (!ref) return null;
  if (typeof ref !== 'string' && ref.name) return ref.name;
  return namesById?.get(directoryRefId(ref)) ?? null;
}
