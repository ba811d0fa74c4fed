/** The part of `linebreak` (UAX #14; a dependency of pdfkit, untyped) that wrap.ts uses. */
declare module "linebreak" {
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): { position: number; required: boolean } | null;
  }
}
