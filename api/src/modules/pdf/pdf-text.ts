// For tests: the text a PDF reader extracts from a PDF (pdf.js), page by page, each line on a line
// of its own, and the document's metadata.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  pages: string[];
  /** Every page's text, joined. */
  text: string;
  title: string | undefined;
  language: string | undefined;
}

/** The text of the PDF `bytes`, as a reader copies it out. */
export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : '');
      }
      pages.push(text);
    }
    const info = (await pdf.getMetadata()).info as Record<string, unknown>;
    return {
      pages,
      text: pages.join('\n'),
      title: typeof info.Title === 'string' ? info.Title : undefined,
      language: typeof info.Language === 'string' ? info.Language : undefined,
    };
  } finally {
    await pdf.destroy();
  }
}
