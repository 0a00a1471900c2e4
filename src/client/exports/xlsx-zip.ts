import { Zip, ZipDeflate, strToU8 } from 'fflate';

/** Deflate level 1: a third less CPU than zlib's default 6 for a file about 20% larger (SheetJS stored parts uncompressed). */
const LEVEL = 1;

/** A part of the zip written a piece at a time; only the compressed output is kept. */
export interface XlsxSheetStream {
  write(text: string): void;
  end(text?: string): void;
}

/**
 * A zip file written as a stream (fflate): each part is deflated as it is pushed and only the
 * compressed bytes are held, so a part may be far larger than any string or buffer in memory.
 */
export class ZipWriter {
  private readonly chunks: Uint8Array[] = [];
  private size = 0;
  private failure: Error | null = null;
  private readonly zip = new Zip((error, chunk) => {
    if (error) this.failure = error;
    else {
      this.chunks.push(chunk);
      this.size += chunk.length;
    }
  });

  /** A whole small part. */
  addText(path: string, text: string): void {
    this.openText(path).end(text);
  }

  /** A part to be written in pieces (parts are stored in the order they are opened). */
  openText(path: string): XlsxSheetStream {
    const file = new ZipDeflate(path, { level: LEVEL });
    this.zip.add(file);
    return {
      write: (text) => file.push(strToU8(text)),
      end: (text = '') => file.push(strToU8(text), true),
    };
  }

  /** Closes the zip and returns its bytes. */
  finish(): ArrayBuffer {
    this.zip.end();
    if (this.failure) throw this.failure;
    const bytes = new Uint8Array(this.size);
    let at = 0;
    for (const chunk of this.chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    this.chunks.length = 0;
    return bytes.buffer;
  }
}
