// The parties an opening names after "between" or "among": "between Acme Inc., a Delaware
// corporation ("Acme"), and Brook Ltd. ("Brook")". Each party ends at " and " or at the comma that
// follows its defined name; its name is what comes before its first comma or parenthesis.

import { COMPANY_SUFFIX } from './phrases.ts';

const LIST_START = /\b(?:by\s+and\s+)?(?:between|among)\b:?/i;
// A description after the name: "a Delaware corporation", "a company incorporated in ...".
const DESCRIPTION =
  /\s+an?\s+(?:[A-Z][\w-]*\s+)*(?:corporation|company|limited|partnership|trust|bank|association)\b.*$/;
const MAX_PARTIES = 8;
// Where a party is or what it is, after its name: "located at", "having offices", "hereinafter".
const WHERE_OR_WHAT =
  /\s+(?:located|whose|having|residing|hereinafter|organi[sz]ed|incorporated|existing|together\s+with|with\s+(?:its\s+)?(?:offices?|an?\s+address|a\s+place|principal))\b.*$/i;
// A name ends at a parenthesis or a comma, except the comma before a company suffix ("Acme, Inc.").
const NAME_END = new RegExp(`[(;]|,(?!\\s*${COMPANY_SUFFIX})`);

function splitParties(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let index = 0; index < list.length; index += 1) {
    const char = list[index] as string;
    if (char === '(') depth += 1;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (depth === 0) {
      const and = /^\s+and\s+/i.exec(list.slice(index, index + 6));
      const closesParty = (char === ',' && /\)\s*$/.test(current)) || char === ';';
      if (and || closesParty) {
        parts.push(current);
        current = '';
        index += and ? and[0].length - 1 : 0;
        continue;
      }
    }
    current += char;
  }
  parts.push(current);
  return parts;
}

/** The party names of an opening, or undefined when it does not list two to eight of them. */
export function readParties(text: string): string[] | undefined {
  const start = LIST_START.exec(text);
  if (!start) return undefined;
  const list = text.slice(start.index + start[0].length);
  const names = splitParties(list)
    .map((part) =>
      (part.replace(/^[^A-Za-z0-9"]+/, '').split(NAME_END)[0] ?? '')
        .replace(DESCRIPTION, '')
        .replace(WHERE_OR_WHAT, '')
        .replace(/["']/g, '')
        .trim(),
    )
    // A piece in lower case continues the party before it ("a Delaware corporation, located at ...").
    .filter((name) => name.length >= 2 && name.length <= 100 && /^[A-Z0-9]/.test(name));
  return names.length >= 2 && names.length <= MAX_PARTIES ? names : undefined;
}
