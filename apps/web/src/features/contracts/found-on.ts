/** A fact as the document states it: its sentence and page, and what weaker evidence it rests on. */
export type TQuotedFact = { page: number; quote: string; note?: string | undefined };

/** "Found on page 3: ‘…ninety (90) days prior to…’": where a fact was read in the document. */
export const foundOn = ({ page, quote }: TQuotedFact) => `Found on page ${page}: ‘${quote}’`;

/** Said of a document whose text was recognised in a scan's image, where dates may be misread. */
export const SCAN_NOTICE = 'Text recognised from a scanned document: check the dates against the document';

/** Beside the sentence of a fact read on a scanned page. */
export const SCAN_MARK = ' · read from a scan';

/** Whether the fact was read on a page whose text was recognised in a scan's image. */
export const readFromScan = (fact: { page: number }, recognisedPages: readonly number[] = []) =>
  recognisedPages.includes(fact.page);
