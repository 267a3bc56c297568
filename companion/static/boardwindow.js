// The zoomed board on a seat's phone, in a file of its own beside the shared core (companion.js): a window onto
// the printed drawing, as wide as the phone shows at a legible size, whose two edges never cut a word. A scroll
// box would cut every label its edge crosses ("ign Support"); instead the drawing's viewBox is set to the
// window, each edge placed between words (a little narrower or wider than the phone's width), a text no edge can
// clear (a title wider than the window) left out of this window, and the buttons beside it show the parts to the
// left and right. The whole drawing (not zoomed) always fits the phone's width, so it cuts nothing either.
(function () {
  "use strict";

  const MARGIN = 0.5; // mm kept clear beside each text
  const NARROWEST = 0.35; // an edge placed between words leaves the window at least this share of its width...
  const WIDEST = 1.6; // ...and at most this share (the print still legible at 4 / 1.6 = 2.5 px a millimetre)
  const OFF = "off-window"; // the class of a text this window leaves out (companion.css hides it)

  // The drawing's own viewBox, kept once: the window is a part of it.
  function fullBox(drawing) {
    if (!drawing.dataset.fullBox) {
      const box = drawing.viewBox.baseVal;
      drawing.dataset.fullBox = [box.x, box.y, box.width, box.height].join(" ");
    }
    const [x, y, width, height] = drawing.dataset.fullBox.split(" ").map(Number);
    return { x, y, width, height };
  }

  // Show a part of the drawing, the element's shape that part's (else the drawing's width and height attributes
  // would keep the whole's shape and show what lies beside the part in the margins).
  function frame(drawing, x, y, width, height) {
    drawing.setAttribute("viewBox", [x, y, width, height].join(" "));
    drawing.style.setProperty("aspect-ratio", `${width} / ${height}`); // CSSOM: the pages refuse inline styles
  }

  // Every text's extent across the part shown now, in the drawing's units, as the browser sets it at this size.
  function textSpans(drawing) {
    const shown = drawing.viewBox.baseVal;
    const box = drawing.getBoundingClientRect();
    const scale = shown.width / box.width;
    const spans = [];
    for (const text of drawing.querySelectorAll("text")) {
      const span = text.getBoundingClientRect();
      if (!text.textContent.trim() || span.width === 0) continue;
      const left = shown.x + (span.left - box.left) * scale;
      spans.push({ text, left: left - MARGIN, right: left + span.width * scale + MARGIN });
    }
    return spans;
  }

  // The stretches of the drawing's width some text covers: an edge inside one would cut a word.
  function covered(spans) {
    const sorted = spans.map((s) => [s.left, s.right]).sort((a, b) => a[0] - b[0]);
    const merged = [];
    for (const [left, right] of sorted) {
      const last = merged[merged.length - 1];
      if (last && left < last[1]) last[1] = Math.max(last[1], right);
      else merged.push([left, right]);
    }
    return merged;
  }

  // Where to put an edge wanted at ``edge``: there if it cuts no word, else at the nearer end of the words it
  // would cut, if the window (from ``other``, its other edge, on the side ``side`` says: 1 right, -1 left) stays
  // between NARROWEST and WIDEST of ``wanted``.
  function placeEdge(stretches, edge, other, wanted, side) {
    const inside = stretches.find(([left, right]) => left < edge && edge < right);
    if (!inside) return edge;
    const fits = (x) => (x - other) * side >= NARROWEST * wanted && (x - other) * side <= WIDEST * wanted;
    const ends = inside.filter(fits).sort((a, b) => Math.abs(a - edge) - Math.abs(b - edge));
    return ends.length ? ends[0] : edge;
  }

  // Show the part of the drawing from ``start`` (in its units), ``wanted`` wide, with neither edge cutting a word.
  // Returns the part shown: { left, right, full }.
  function show(drawing, start, wanted) {
    const full = fullBox(drawing);
    const width = Math.min(wanted, full.width);
    let left = Math.max(full.x, Math.min(start, full.x + full.width - width));
    let right = Math.min(left + width, full.x + full.width);
    frame(drawing, left, full.y, right - left, full.height);
    const stretches = covered(textSpans(drawing)); // measured at the zoom's own size
    left = Math.max(full.x, placeEdge(stretches, left, right, width, -1));
    right = Math.min(full.x + full.width, placeEdge(stretches, right, left, width, 1));
    frame(drawing, left, full.y, right - left, full.height);
    // Measured again where it is shown: a text an edge still crosses is left out of this window.
    for (const span of textSpans(drawing)) {
      const cut = (edge) => span.left + MARGIN < edge && edge < span.right - MARGIN;
      span.text.classList.toggle(OFF, cut(left) || cut(right));
    }
    return { left, right, full };
  }

  // Show the whole drawing again, every text in it.
  function showAll(drawing) {
    const full = fullBox(drawing);
    frame(drawing, full.x, full.y, full.width, full.height);
    for (const text of drawing.querySelectorAll("text." + OFF)) text.classList.remove(OFF);
  }

  // ------------------------------------------------------------------ the seat page's board (companion.js)

  const ZOOM_PX_PER_MM = 4; // the drawings are in millimetres: 2.5 mm print becomes 10 px
  let windowStart = null; // the zoomed window's left edge wanted, in the drawing's millimetres (null: the seat's area)
  let shownPart = null; // the part shown now: where the next and previous parts start (move)
  const holder = () => document.getElementById("board");
  const drawingOf = () => {
    const drawing = holder() && holder().firstElementChild;
    return drawing && drawing.viewBox && drawing.viewBox.baseVal ? drawing : null;
  };
  const wantedWidth = () => holder().clientWidth / ZOOM_PX_PER_MM;

  // Where an element of the drawing lies across it, in its millimetres (its middle), measured with all of it shown.
  function centreOf(drawing, element) {
    const full = fullBox(drawing);
    showAll(drawing);
    const box = element.getBoundingClientRect();
    const frame = drawing.getBoundingClientRect();
    return full.x + (box.left + box.width / 2 - frame.left) * (full.width / frame.width);
  }

  // Where the drawing names this seat: its own name (a score pad's column), else a label that names it
  // ("Support: Royalists"); the drawing's left edge when it names no seat.
  function seatCentre(drawing) {
    const name = document.body.dataset.seatName;
    const texts = name ? [...drawing.querySelectorAll("text")] : [];
    const named = texts.find((text) => text.textContent.trim() === name) ||
      texts.find((text) => text.textContent.includes(name));
    return named ? centreOf(drawing, named) : fullBox(drawing).x;
  }

  // Zoomed, the board shows a window of the drawing as wide as the phone shows at ZOOM_PX_PER_MM, its edges off
  // every word; a seat's page opens it where the drawing names the seat. Not zoomed, the whole drawing fits.
  function place() {
    const drawing = drawingOf();
    if (!drawing) return;
    const zoomed = document.getElementById("board-panel").classList.contains("zoomed");
    const left = document.getElementById("board-left");
    const right = document.getElementById("board-right");
    left.hidden = right.hidden = !zoomed;
    if (!zoomed) {
      showAll(drawing);
      shownPart = null;
      return;
    }
    if (windowStart === null) windowStart = seatCentre(drawing) - wantedWidth() / 2;
    shownPart = show(drawing, windowStart, wantedWidth());
    left.disabled = shownPart.left <= shownPart.full.x + 0.01;
    right.disabled = shownPart.right >= shownPart.full.x + shownPart.full.width - 0.01;
  }

  // The part of the drawing beside the one shown: it starts where the shown part ends (or ends where it starts).
  function move(step) {
    if (!shownPart) return;
    windowStart = step > 0 ? shownPart.right : shownPart.left - wantedWidth();
    place();
  }

  // Zoom the board to the part of the drawing around one of its elements (a place a choice names), scrolled in.
  function showAround(element) {
    if (!document.getElementById("board-panel").classList.contains("zoomed")) {
      document.getElementById("board-zoom").click();
    }
    const drawing = drawingOf();
    if (!drawing || !element) return;
    windowStart = centreOf(drawing, element) - wantedWidth() / 2;
    place();
    element.scrollIntoView({ block: "center" });
  }

  // The arrows, and the window placed again when the screen turns or the board's own faces have loaded.
  function start() {
    document.getElementById("board-left").addEventListener("click", () => move(-1));
    document.getElementById("board-right").addEventListener("click", () => move(1));
    window.addEventListener("resize", place);
    if (document.fonts) document.fonts.addEventListener("loadingdone", place);
  }

  // The seat's own area first (a new drawing, or zoomed again).
  function reset() {
    windowStart = null;
  }

  window.pnpkitBoard = { fullBox, show, showAll, place, move, showAround, start, reset };
})();
