// The dashboard's search inside documents: PostgreSQL full-text search over the text read from each
// contract's document (document_texts.search, in a GIN index with the workspace), and the passage that
// matches best with the searched words marked.
import type { TDocumentMatch } from '@keydate/domain';
import { type SQL, sql } from 'drizzle-orm';
import { contracts, documentTexts } from '../../db/schema/index.ts';

// Quoted phrases, OR and -word as people type them into a search box; stop words alone match nothing.
const searched = (q: string) => sql`websearch_to_tsquery('english'::regconfig, ${q})`;

/**
 * The contract's document says what `q` searches for. Written as an expression rather than a condition
 * of its own, so PostgreSQL looks the workspace's matching documents up once, hashes them and checks each
 * contract against them in the order it reads the contracts, instead of joining the contracts to every
 * match.
 */
export function documentMatches(q: string, workspaceId: string): SQL {
  return sql`coalesce(${contracts.id} in (select ${documentTexts.contractId} from ${documentTexts}
    where ${documentTexts.workspaceId} = ${workspaceId} and ${documentTexts.search} @@ ${searched(q)}), false)`;
}

// Control characters never stay in a document's stored text, so they can mark the words unambiguously.
const START = '\u0002';
const STOP = '\u0003';
const HEADLINE = `StartSel=${START}, StopSel=${STOP}, MaxWords=24, MinWords=10, MaxFragments=1`;
/**
 * ts_headline parses all the text it is given, a few milliseconds for each page of a document, so it is
 * given this many characters (some 100 words, for a passage of at most 24) around the first place a
 * searched word's stem appears in any case (the stem of "laundering" is "launder"), or the start when
 * none does literally.
 */
const PASSAGE_WINDOW = 600;

function passageWindow(q: string): SQL {
  // '***=' makes the rest of a regular expression a literal string; 'i' ignores case.
  const firstStem = sql`(select min(nullif(regexp_instr(${documentTexts.content}, '***=' || stem, 1, 1, 0, 'i'), 0))
    from unnest(tsvector_to_array(to_tsvector('english'::regconfig, ${q}))) as stem)`;
  const from = sql`greatest(1, coalesce(${firstStem}, 1) - ${PASSAGE_WINDOW / 2})`;
  return sql`substr(${documentTexts.content}, ${from}, ${PASSAGE_WINDOW})`;
}

/** The best matching passage of the contract's document when it matches `q`, its words marked; else null. */
export function documentPassage(q: string): SQL<string | null> {
  return sql`(select ts_headline('english'::regconfig, ${passageWindow(q)}, ${searched(q)}, ${HEADLINE})
    from ${documentTexts} where ${documentTexts.contractId} = ${contracts.id} and ${documentTexts.search} @@ ${searched(q)})`;
}

/** 'a \u0002b\u0003 c' → [{ text: 'a ', marked: false }, { text: 'b', marked: true }, { text: ' c', marked: false }] */
export function passageParts(passage: string): TDocumentMatch['parts'] {
  const parts: TDocumentMatch['parts'] = [];
  for (const [i, piece] of passage.replace(/\s+/g, ' ').trim().split(START).entries()) {
    const [marked, rest] = i === 0 ? [undefined, piece] : piece.split(STOP);
    if (marked) parts.push({ text: marked, marked: true });
    if (rest) parts.push({ text: rest, marked: false });
  }
  return parts;
}
