/**
 * pdfkit turns every content operator it writes into its own small byte array: a table cell is
 * about eight (save, transform, BT, Tm, Tf, TJ, ET, restore), so a 5,000-trip bill made over half
 * a million of them, and most of its render time was the garbage collector's. Here a page's
 * operators are kept as text and made bytes once, each followed by the newline pdfkit writes:
 * the page's stream, and so the document, is byte for byte the same.
 */

interface ContentStream {
  write(chunk: unknown): void;
  end(chunk?: unknown): void;
}

function batchWrites(content: ContentStream): void {
  const write = content.write.bind(content);
  const end = content.end.bind(content);
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    // Latin-1 keeps each character's low byte, as pdfkit's own conversion does, but natively.
    const bytes = Buffer.from(`${pending.join('\n')}\n`, 'latin1');
    pending = [];
    write(bytes);
  };
  content.write = (chunk) => {
    if (chunk instanceof Uint8Array) {
      flush();
      write(chunk);
    } else {
      pending.push(String(chunk));
    }
  };
  content.end = (chunk) => {
    flush();
    end(chunk);
  };
}

const contentOf = (doc: PDFKit.PDFDocument): ContentStream => doc.page.content;

/** Batches the content writes of the document's current page and of every page added after it. */
export function batchPageContent(doc: PDFKit.PDFDocument): void {
  batchWrites(contentOf(doc));
  doc.on('pageAdded', () => batchWrites(contentOf(doc)));
}
