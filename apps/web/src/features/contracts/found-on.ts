/** "Found on page 3: ‘…ninety (90) days prior to…’": where a fact was read in the document. */
export const foundOn = ({ page, quote }: { page: number; quote: string }) =>
  `Found on page ${page}: ‘${quote}’`;
