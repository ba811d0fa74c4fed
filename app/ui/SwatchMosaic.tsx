/** Four drawn surfaces (stone, terrazzo, wood, speckle) standing in for a picture beside a page's text. */
export function SwatchMosaic() {
  return (
    <div className="placeholder__swatches" aria-hidden="true">
      <span />
      <span />
      <span />
      <span />
    </div>
  );
}
