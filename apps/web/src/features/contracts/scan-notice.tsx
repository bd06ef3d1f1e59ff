// What was read in a scan is weaker evidence than a document's own text: the wizard, the contract's page
// and the drafts review say so, for the document and beside each fact read on a scanned page.
import { foundOn, readFromScan, SCAN_MARK, SCAN_NOTICE, type TQuotedFact } from './found-on.ts';

/** For a document whose text was recognised in a scan's image: check the dates against it. */
export function ScanNotice() {
  return (
    <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
      {SCAN_NOTICE}
    </p>
  );
}

/**
 * Where the fact was read, and the weaker evidence it rests on: a page that was a scan, or a value
 * counted from another date than its sentence names.
 */
export function FactSource({
  fact,
  recognisedPages,
}: {
  fact: TQuotedFact;
  recognisedPages?: readonly number[] | undefined;
}) {
  return (
    <>
      {foundOn(fact)}
      {readFromScan(fact, recognisedPages) ? (
        <span className="font-medium text-amber-800">{SCAN_MARK}</span>
      ) : null}
      {fact.note ? <span className="font-medium text-amber-800"> · {fact.note}</span> : null}
    </>
  );
}
