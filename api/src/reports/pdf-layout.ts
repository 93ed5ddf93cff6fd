import {
  PDFDocument,
  rgb,
  StandardFonts,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  type RGB,
} from "pdf-lib";
import { winAnsiText, wrapText } from "./pdf-text";

/**
 * A small flow layout over pdf-lib for A4 reports: text that wraps, sections that keep their heading with
 * what follows, tables whose header repeats on every page they run onto, key–value grids and image grids.
 * Every string goes through `winAnsiText` here, so callers pass text as users typed it.
 */
export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = { left: 40, right: 40, top: 38, bottom: 54 } as const;
const CONTENT_WIDTH = A4.width - MARGIN.left - MARGIN.right;
const KEY_WIDTH = CONTENT_WIDTH * 0.17;

const hex = (value: string) =>
  rgb(
    parseInt(value.slice(1, 3), 16) / 255,
    parseInt(value.slice(3, 5), 16) / 255,
    parseInt(value.slice(5, 7), 16) / 255,
  );

export const COLOURS = {
  ink: hex("#1a202c"),
  muted: hex("#5b6573"),
  rule: hex("#d3d9e1"),
  faintRule: hex("#e6e9ee"),
  labelFill: hex("#f2f4f7"),
  zebra: hex("#f8f9fb"),
  accent: hex("#1f3a5f"),
  white: rgb(1, 1, 1),
  pass: hex("#1e7d32"),
  fail: hex("#c62828"),
  commercialPass: hex("#a15c07"),
  pending: hex("#4a5568"),
} as const;

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  oblique: PDFFont;
}

export interface TextStyle {
  font?: keyof Fonts;
  size?: number;
  color?: RGB;
}

/** A table or grid cell: plain text, or text with emphasis and an optional drawn tick or cross before it. */
export type CellValue =
  string | { text: string; bold?: boolean; oblique?: boolean; color?: RGB; mark?: Mark };
type Mark = "tick" | "cross";

export interface Column<Row> {
  header: string;
  /** Relative width: the columns share the page's width in proportion. */
  width: number;
  align?: "left" | "right";
  cell(row: Row): CellValue;
}

export interface KeyValue {
  label: string;
  value: CellValue;
  /** Takes the whole row (long values: a list of PO numbers). */
  wide?: boolean;
}

export interface GridImage {
  image: PDFImage | null;
  /** Shown in the frame when there is no image. */
  missing: string;
  caption: string;
  detail: string;
}

const BODY = 9;
const SMALL = 8;
const LINE = 1.3;
const CELL_PAD_X = 5;
const CELL_PAD_Y = 4;
const MARK_SIZE = 7;

interface Block {
  lines: string[];
  font: PDFFont;
  size: number;
  color: RGB;
  mark?: Mark;
}

export class PageFlow {
  readonly pages: PDFPage[] = [];
  /** The top of the space left on the current page, in PDF units from the bottom edge. */
  y = 0;
  readonly width = CONTENT_WIDTH;
  readonly left = MARGIN.left;

  private constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    /** Draws the running header of every page after the first; returns how far down it reaches. */
    private readonly continuationHeader: (page: PDFPage) => number,
  ) {
    this.addPage();
  }

  static async create(continuationHeader: (page: PDFPage) => number): Promise<PageFlow> {
    const doc = await PDFDocument.create();
    const [regular, bold, oblique] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
      doc.embedFont(StandardFonts.HelveticaOblique),
    ]);
    return new PageFlow(doc, { regular, bold, oblique }, continuationHeader);
  }

  get page(): PDFPage {
    const page = this.pages.at(-1);
    if (!page) throw new Error("The report has no page");
    return page;
  }

  private addPage(): void {
    const page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(page);
    this.y = A4.height - MARGIN.top;
    if (this.pages.length > 1) this.y -= this.continuationHeader(page);
  }

  /** Starts a new page unless `height` still fits on this one; says whether it did. */
  ensure(height: number): boolean {
    if (this.y - height >= MARGIN.bottom) return false;
    this.addPage();
    return true;
  }

  space(height: number): void {
    this.y -= height;
  }

  font(style: TextStyle = {}): PDFFont {
    return this.fonts[style.font ?? "regular"];
  }

  /** One line of text with its top at `top` (not wrapped: callers measure first). */
  drawLine(text: string, x: number, top: number, style: TextStyle = {}, page = this.page): void {
    const size = style.size ?? BODY;
    page.drawText(winAnsiText(text), {
      x,
      y: top - size,
      size,
      font: this.font(style),
      color: style.color ?? COLOURS.ink,
    });
  }

  widthOf(text: string, style: TextStyle = {}): number {
    return this.font(style).widthOfTextAtSize(winAnsiText(text), style.size ?? BODY);
  }

  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    return wrapText(winAnsiText(text), this.font(style), style.size ?? BODY, width);
  }

  /** A paragraph across the page's width, flowing onto the next page line by line when it must. */
  paragraph(text: string, style: TextStyle = {}): void {
    const size = style.size ?? BODY;
    for (const line of this.wrap(text, this.width, style)) {
      this.ensure(size * LINE);
      this.drawLine(line, this.left, this.y, style);
      this.y -= size * LINE;
    }
  }

  /** A section heading, kept on the same page as at least `keepWith` points of what follows it. */
  heading(title: string, keepWith = 40): void {
    const height = 26;
    this.ensure(height + keepWith);
    if (this.y < A4.height - MARGIN.top - 30) this.y -= 10;
    this.drawLine(title.toUpperCase(), this.left, this.y - 4, {
      font: "bold",
      size: 10.5,
      color: COLOURS.accent,
    });
    this.page.drawLine({
      start: { x: this.left, y: this.y - 18 },
      end: { x: this.left + this.width, y: this.y - 18 },
      thickness: 1,
      color: COLOURS.accent,
    });
    this.y -= height;
  }

  private block(value: CellValue, width: number, size: number): Block {
    const cell = typeof value === "string" ? { text: value } : value;
    const style: TextStyle = { font: cell.bold ? "bold" : cell.oblique ? "oblique" : "regular", size };
    const markWidth = cell.mark ? MARK_SIZE + 4 : 0;
    return {
      lines: this.wrap(cell.text, width - markWidth, style),
      font: this.font(style),
      size,
      color: cell.color ?? COLOURS.ink,
      mark: cell.mark,
    };
  }

  private blockHeight(block: Block): number {
    return block.lines.length * block.size * LINE;
  }

  private drawBlock(block: Block, x: number, top: number, width: number, align: "left" | "right"): void {
    const page = this.page;
    block.lines.forEach((line, index) => {
      const baseline = top - index * block.size * LINE - block.size;
      const textWidth = block.font.widthOfTextAtSize(line, block.size);
      const markWidth = block.mark && index === 0 ? MARK_SIZE + 4 : 0;
      const start = align === "right" ? x + width - textWidth - markWidth : x;
      if (block.mark && index === 0) drawMark(page, block.mark, start, baseline, block.color);
      page.drawText(line, {
        x: start + markWidth,
        y: baseline,
        size: block.size,
        font: block.font,
        color: block.color,
      });
    });
  }

  /** Labels and values in a ruled grid, two pairs a row (a wide pair takes the row). */
  keyValues(items: readonly KeyValue[]): void {
    for (const row of this.keyValueRows(items)) {
      this.ensure(row.height);
      let x = this.left;
      for (const cell of row.cells) {
        this.page.drawRectangle({
          x,
          y: this.y - row.height,
          width: KEY_WIDTH,
          height: row.height,
          color: COLOURS.labelFill,
        });
        this.drawBlock(cell.label, x + CELL_PAD_X, this.y - CELL_PAD_Y - 0.5, KEY_WIDTH, "left");
        this.drawBlock(cell.value, x + KEY_WIDTH + CELL_PAD_X, this.y - CELL_PAD_Y, cell.width, "left");
        x += KEY_WIDTH;
        this.verticalRule(x, this.y, row.height);
        x += cell.width;
        this.verticalRule(x, this.y, row.height);
      }
      this.box(this.left, this.y - row.height, this.width, row.height, COLOURS.rule);
      this.y -= row.height;
    }
  }

  /** The height `keyValues(items)` takes: to keep a short grid on one page with its heading. */
  keyValuesHeight(items: readonly KeyValue[]): number {
    return this.keyValueRows(items).reduce((sum, row) => sum + row.height, 0);
  }

  private keyValueRows(items: readonly KeyValue[]) {
    const rows: KeyValue[][] = [];
    for (const item of items) {
      const last = rows.at(-1);
      if (!item.wide && last?.length === 1 && !last[0]?.wide) last.push(item);
      else rows.push([item]);
    }
    const valueWidth = this.width / 2 - KEY_WIDTH;
    return rows.map((row) => {
      const cells = row.map((item) => {
        const width = item.wide ? this.width - KEY_WIDTH : valueWidth;
        return {
          label: this.block({ text: item.label, color: COLOURS.muted }, KEY_WIDTH - 2 * CELL_PAD_X, SMALL),
          value: this.block(item.value, width - 2 * CELL_PAD_X, BODY),
          width,
        };
      });
      const height =
        Math.max(...cells.map((c) => Math.max(this.blockHeight(c.label), this.blockHeight(c.value)))) +
        2 * CELL_PAD_Y;
      return { cells, height };
    });
  }

  /**
   * A table across the page's width. A row never splits; when the next one does not fit, the table goes on
   * under `continued` on the next page with its header drawn again. A `footer` row (totals) is drawn in bold
   * under a rule and kept on the page of the last row.
   */
  table<Row>(
    columns: readonly Column<Row>[],
    rows: readonly Row[],
    options: { continued: string; footer?: readonly CellValue[] },
  ): void {
    const total = columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.width);
    const layoutRow = (cells: readonly CellValue[]) => {
      const blocks = cells.map((cell, i) => this.block(cell, (widths[i] ?? 0) - 2 * CELL_PAD_X, SMALL));
      return { blocks, height: Math.max(...blocks.map((b) => this.blockHeight(b))) + 2 * CELL_PAD_Y };
    };
    const drawRow = ({ blocks, height }: ReturnType<typeof layoutRow>) => {
      let x = this.left;
      blocks.forEach((block, i) => {
        const width = widths[i] ?? 0;
        const align = columns[i]?.align ?? "left";
        this.drawBlock(block, x + CELL_PAD_X, this.y - CELL_PAD_Y, width - 2 * CELL_PAD_X, align);
        x += width;
      });
      this.y -= height;
    };
    const header = layoutRow(columns.map((c) => ({ text: c.header, bold: true, color: COLOURS.white })));
    const drawHeader = () => {
      this.page.drawRectangle({
        x: this.left,
        y: this.y - header.height,
        width: this.width,
        height: header.height,
        color: COLOURS.accent,
      });
      drawRow(header);
    };
    const rule = (thickness: number, color: RGB) =>
      this.page.drawLine({
        start: { x: this.left, y: this.y },
        end: { x: this.left + this.width, y: this.y },
        thickness,
        color,
      });
    const laidOut = rows.map((row) => layoutRow(columns.map((c) => c.cell(row))));
    const footer = options.footer && layoutRow(options.footer.map((cell) => bold(cell)));
    this.ensure(header.height + (laidOut[0]?.height ?? 0));
    drawHeader();
    laidOut.forEach((row, index) => {
      const last = index === laidOut.length - 1;
      if (this.ensure(row.height + (last && footer ? footer.height : 0))) {
        this.drawLine(options.continued, this.left, this.y, {
          font: "bold",
          size: SMALL,
          color: COLOURS.muted,
        });
        this.y -= SMALL * LINE + 4;
        drawHeader();
      }
      if (index % 2 === 1)
        this.page.drawRectangle({
          x: this.left,
          y: this.y - row.height,
          width: this.width,
          height: row.height,
          color: COLOURS.zebra,
        });
      drawRow(row);
      rule(0.5, COLOURS.faintRule);
    });
    if (footer) {
      rule(1, COLOURS.accent);
      drawRow(footer);
      rule(0.5, COLOURS.rule);
    }
  }

  /** Images in a grid of framed 4:3 cells, each scaled to fit its frame with its proportions kept. */
  imageGrid(items: readonly GridImage[], columns = 3): void {
    const gap = 12;
    const cellWidth = (this.width - gap * (columns - 1)) / columns;
    const frameHeight = cellWidth * 0.75;
    const captionStyle: TextStyle = { font: "bold", size: SMALL };
    const detailStyle: TextStyle = { size: 7.5, color: COLOURS.muted };
    for (let start = 0; start < items.length; start += columns) {
      const row = items.slice(start, start + columns).map((item) => ({
        item,
        caption: this.clamp(item.caption, cellWidth, captionStyle, 2),
        detail: this.clamp(item.detail, cellWidth, detailStyle, 1),
      }));
      const captionHeight = Math.max(...row.map((r) => r.caption.length * SMALL * LINE + 7.5 * LINE));
      const height = frameHeight + 5 + captionHeight + gap;
      this.ensure(height);
      row.forEach(({ item, caption, detail }, index) => {
        const x = this.left + index * (cellWidth + gap);
        const frameBottom = this.y - frameHeight;
        this.page.drawRectangle({
          x,
          y: frameBottom,
          width: cellWidth,
          height: frameHeight,
          color: COLOURS.labelFill,
        });
        if (item.image) {
          const scale = Math.min(cellWidth / item.image.width, frameHeight / item.image.height);
          const width = item.image.width * scale;
          const imageHeight = item.image.height * scale;
          this.page.drawImage(item.image, {
            x: x + (cellWidth - width) / 2,
            y: frameBottom + (frameHeight - imageHeight) / 2,
            width,
            height: imageHeight,
          });
        } else {
          const text = item.missing;
          const size = SMALL;
          this.drawLine(
            text,
            x + (cellWidth - this.widthOf(text, { size })) / 2,
            frameBottom + frameHeight / 2 + size / 2,
            {
              size,
              color: COLOURS.muted,
              font: "oblique",
            },
          );
        }
        this.box(x, frameBottom, cellWidth, frameHeight, COLOURS.rule);
        let top = frameBottom - 5;
        for (const line of caption) {
          this.drawLine(line, x, top, captionStyle);
          top -= SMALL * LINE;
        }
        for (const line of detail) this.drawLine(line, x, top, detailStyle);
      });
      this.y -= height;
    }
  }

  /** At most `max` wrapped lines, the last ending in "…" when the text goes on. */
  private clamp(text: string, width: number, style: TextStyle, max: number): string[] {
    const lines = this.wrap(text, width, style);
    if (lines.length <= max) return lines;
    let last = lines[max - 1] ?? "";
    while (last && this.widthOf(`${last}…`, style) > width) last = last.slice(0, -1);
    return [...lines.slice(0, max - 1), `${last.trimEnd()}…`];
  }

  box(x: number, y: number, width: number, height: number, color: RGB): void {
    this.page.drawRectangle({ x, y, width, height, borderColor: color, borderWidth: 0.5 });
  }

  private verticalRule(x: number, top: number, height: number): void {
    this.page.drawLine({
      start: { x, y: top },
      end: { x, y: top - height },
      thickness: 0.5,
      color: COLOURS.rule,
    });
  }

  /** Draws on every page once the flow is complete (footers that say "Page 1 of 3"). */
  finish(draw: (page: PDFPage, number: number, count: number) => void): PDFDocument {
    this.pages.forEach((page, index) => draw(page, index + 1, this.pages.length));
    return this.doc;
  }
}

const bold = (cell: CellValue): CellValue =>
  typeof cell === "string" ? { text: cell, bold: true } : { ...cell, bold: true };

/** A tick or a cross drawn with lines (the standard fonts have neither), `size` wide, bottom-left at x, y. */
function drawMark(page: PDFPage, mark: Mark, x: number, y: number, color: RGB): void {
  const s = MARK_SIZE;
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    page.drawLine({
      start: { x: x + x1 * s, y: y + y1 * s },
      end: { x: x + x2 * s, y: y + y2 * s },
      thickness: 1.4,
      color,
    });
  if (mark === "tick") {
    line(0.05, 0.5, 0.38, 0.15);
    line(0.38, 0.15, 0.95, 0.9);
  } else {
    line(0.1, 0.1, 0.9, 0.9);
    line(0.1, 0.9, 0.9, 0.1);
  }
}
