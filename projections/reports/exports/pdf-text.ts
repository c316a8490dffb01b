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
  /**
   * Widths already measured, by face and size, then text: a long ranking repeats the same numbers, and
   * measuring is fontkit's layout. Nested maps, so a look-up makes no key string.
   */
  readonly #widths = new Map<string, Map<number, Map<string, number>>>();
  #measured = 0;
  /** The fill colour the page has now: set again only when it changes (a new page starts black). */
  #color: string | null = null;

  constructor(doc: PDFKit.PDFDocument) {
    this.#doc = doc;
    doc.on('pageAdded', () => {
      this.#color = null;
    });
  }

  #use(face: Face, size: number): PDFKit.PDFDocument {
    if (!this.#registered.has(face.name)) {
      this.#doc.registerFont(face.name, face.file);
      this.#registered.add(face.name);
    }
    return this.#doc.font(face.name).fontSize(size);
  }

  #width(face: Face, size: number, text: string): number {
    let bySize = this.#widths.get(face.name);
    if (!bySize) {
      bySize = new Map();
      this.#widths.set(face.name, bySize);
    }
    let byText = bySize.get(size);
    if (!byText) {
      byText = new Map();
      bySize.set(size, byText);
    }
    let width = byText.get(text);
    if (width === undefined) {
      width = this.#use(face, size).widthOfString(text);
      byText.set(text, width);
      if (++this.#measured > 20_000) {
        this.#widths.clear();
        this.#measured = 0;
      }
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
    const color = options.color ?? '#1a1a1a';
    if (color !== this.#color) {
      this.#doc.fillColor(color);
      this.#color = color;
    }
    for (const run of runs) {
      this.#use(run.face, options.size).text(run.text, at, y, { lineBreak: false });
      at += this.#width(run.face, options.size, run.text);
    }
  }
}
