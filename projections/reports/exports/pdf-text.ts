import { type Face, facesFor, runsOf, type Weight } from './fonts.ts';

/**
 * Text on a PDF page in as many faces as it needs (fonts.ts): each run is drawn in its own face, one
 * after the other on one line, cut with "…" when it would not fit its width.
 */

export interface TextOptions {
  width: number;
  size: number;
  weight?: Weight;
  align?: 'left' | 'right';
  color?: string;
}

export class PdfText {
  readonly #doc: PDFKit.PDFDocument;
  readonly #registered = new Set<string>();
  /** Widths already measured: a long ranking repeats the same numbers, and measuring is fontkit's layout. */
  readonly #widths = new Map<string, number>();

  constructor(doc: PDFKit.PDFDocument) {
    this.#doc = doc;
  }

  #use(face: Face, size: number): PDFKit.PDFDocument {
    if (!this.#registered.has(face.name)) {
      this.#doc.registerFont(face.name, face.file);
      this.#registered.add(face.name);
    }
    return this.#doc.font(face.name).fontSize(size);
  }

  #width(face: Face, size: number, text: string): number {
    const key = `${face.name}\u0000${size}\u0000${text}`;
    let width = this.#widths.get(key);
    if (width === undefined) {
      width = this.#use(face, size).widthOfString(text);
      if (this.#widths.size > 20_000) this.#widths.clear();
      this.#widths.set(key, width);
    }
    return width;
  }

  #measure(runs: ReadonlyArray<{ face: Face; text: string }>, size: number): number {
    return runs.reduce((sum, run) => sum + this.#width(run.face, size, run.text), 0);
  }

  /** Draws `text` on one line at (x, y); returns nothing, never wraps. */
  draw(text: string, x: number, y: number, options: TextOptions): void {
    const faces = facesFor(options.weight ?? 400);
    let runs = runsOf(text, faces);
    let width = this.#measure(runs, options.size);
    if (width > options.width) {
      let chars = [...text];
      while (chars.length > 0 && width > options.width) {
        chars = chars.slice(0, -1);
        runs = runsOf(`${chars.join('').trimEnd()}…`, faces);
        width = this.#measure(runs, options.size);
      }
    }
    let at = options.align === 'right' ? x + options.width - width : x;
    this.#doc.fillColor(options.color ?? '#1a1a1a');
    for (const run of runs) {
      this.#use(run.face, options.size).text(run.text, at, y, { lineBreak: false });
      at += this.#width(run.face, options.size, run.text);
    }
  }
}
