import { describe, expect, it } from 'vitest';
import { DOCUMENT_XML_END, DOCUMENT_XML_START } from '../../../test/support/docx.ts';
import { WordXmlText } from './word-xml-text.ts';

const MC = 'http://schemas.openxmlformats.org/markup-compatibility/2006';

function read(body: string, maxChars = 1_000_000): string {
  const text = new WordXmlText(maxChars);
  text.write(Buffer.from(`${DOCUMENT_XML_START}${body}${DOCUMENT_XML_END}`, 'utf8'));
  return text.end();
}

const paragraph = (runs: string) => `<w:p>${runs}</w:p>`;
const run = (content: string) => `<w:r>${content}</w:r>`;
const t = (text: string) => `<w:t xml:space="preserve">${text}</w:t>`;

describe('WordXmlText', () => {
  it('ends each paragraph with a blank line, and reads tabs, breaks and special hyphens as characters', () => {
    const body =
      paragraph(run(`${t('Rent')}<w:tab/>${t('due')}<w:br/>${t('monthly')}`)) +
      paragraph(run(`${t('re')}<w:noBreakHyphen/>${t('new')}<w:softHyphen/>${t('al')}`));
    expect(read(body)).toBe('Rent\tdue\nmonthly\n\nre\u2011new\u00adal\n\n');
  });

  it('skips properties: tab stops are not tabs', () => {
    const body = `<w:p><w:pPr><w:tabs><w:tab w:val="left" w:pos="720"/></w:tabs></w:pPr>${run(t('Term'))}</w:p>`;
    expect(read(body)).toBe('Term\n\n');
  });

  it('reads inserted and moved-in text, not deleted or moved-away text', () => {
    const body = paragraph(
      `<w:del w:id="1"><w:r><w:delText>1 May 2024</w:delText></w:r></w:del>` +
        `<w:ins w:id="2">${run(t('1 June 2025'))}</w:ins>` +
        `<w:moveFrom w:id="3">${run(t(' (moved)'))}</w:moveFrom>` +
        `<w:moveTo w:id="4">${run(t(' at noon'))}</w:moveTo>`,
    );
    expect(read(body)).toBe('1 June 2025 at noon\n\n');
  });

  it("reads a field's result, not its instruction", () => {
    const body = paragraph(
      run('<w:fldChar w:fldCharType="begin"/>') +
        run('<w:instrText xml:space="preserve"> DATE \\@ "d MMMM yyyy" </w:instrText>') +
        run('<w:fldChar w:fldCharType="separate"/>') +
        run(t('1 June 2025')) +
        run('<w:fldChar w:fldCharType="end"/>'),
    );
    expect(read(body)).toBe('1 June 2025\n\n');
  });

  it('reads the fallback of alternative content, once', () => {
    const body = paragraph(
      run(
        `<mc:AlternateContent xmlns:mc="${MC}"><mc:Choice Requires="wps">${t('chosen')}</mc:Choice>` +
          `<mc:Fallback>${t('fallback')}</mc:Fallback></mc:AlternateContent>`,
      ),
    );
    expect(read(body)).toBe('fallback\n\n');
  });

  it('reads table cells paragraph by paragraph, entities and CDATA as text', () => {
    const cell = (text: string) => `<w:tc>${paragraph(run(t(text)))}</w:tc>`;
    const table = `<w:tbl><w:tblPr><w:tblStyle w:val="Grid"/></w:tblPr><w:tr>${cell('Start')}${cell('A &amp; B')}</w:tr></w:tbl>`;
    expect(read(table + paragraph(run('<w:t><![CDATA[<Renewal>]]></w:t>')))).toBe(
      'Start\n\nA & B\n\n<Renewal>\n\n',
    );
  });

  it('knows the Word namespace by its name, whatever the prefix', () => {
    const xml = `<d:document xmlns:d="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><d:body><d:p><d:r><d:t>Lease</d:t></d:r></d:p></d:body></d:document>`;
    const text = new WordXmlText(100);
    text.write(Buffer.from(xml));
    expect(text.end()).toBe('Lease\n\n');
  });

  it('decodes characters split between two chunks', () => {
    const bytes = Buffer.from(
      `${DOCUMENT_XML_START}${paragraph(run(t('הסכם שכירות')))}${DOCUMENT_XML_END}`,
      'utf8',
    );
    const text = new WordXmlText(100);
    for (let i = 0; i < bytes.length; i += 1) text.write(bytes.subarray(i, i + 1));
    expect(text.end()).toBe('הסכם שכירות\n\n');
  });

  it('says to stop once the text passes the limit', () => {
    const text = new WordXmlText(10);
    expect(text.write(Buffer.from(`${DOCUMENT_XML_START}${paragraph(run(t('Short')))}`))).toBe(true);
    expect(text.write(Buffer.from(paragraph(run(t('and then longer')))))).toBe(false);
    expect(text.text).toBe('Short\n\nand then longer\n\n');
  });

  it('throws at the end of XML that is not well formed', () => {
    const text = new WordXmlText(100);
    text.write(Buffer.from(`${DOCUMENT_XML_START}<w:p><w:r>`));
    expect(() => text.end()).toThrow();
  });
});
