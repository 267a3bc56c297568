// "Photograph the cards": a button beside a card picker that opens the phone's camera (a file input with
// `capture`, which works on plain http), scales the photo down on a canvas, sends it to the server to be read,
// and fills the picker with the cards read, as a proposal the player checks and confirms: nothing is sent as an
// action from here. Several photos add up. A card the picker cannot take is named, in the words its refusals use.
"use strict";
(function () {
  const MAX_BYTES = 1500000; // what the page sends at most: a 12 MP photo scaled to fit
  const LONGEST_SIDES = [3200, 2600, 2000]; // px tried in turn, each at the qualities below, until it fits
  const QUALITIES = [0.88, 0.78];
  const token = document.body.dataset.token;
  const url = "/api/t/" + encodeURIComponent(token) + "/photo";

  function canvasBlob(canvas, quality) {
    return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
  }

  // The photo as a JPEG of at most MAX_BYTES; a file the browser cannot draw goes as it is, for the server to name.
  async function scaled(file) {
    let bitmap = null;
    try {
      bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    } catch (ignored) {
      return file;
    }
    let last = file;
    for (const side of LONGEST_SIDES) {
      const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
      const canvas = document.createElement("canvas");
      canvas.width = Math.round(bitmap.width * scale);
      canvas.height = Math.round(bitmap.height * scale);
      canvas.getContext("2d").drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      for (const quality of QUALITIES) {
        const blob = await canvasBlob(canvas, quality);
        if (blob && blob.size <= MAX_BYTES) return blob;
        if (blob) last = blob;
      }
    }
    return last; // still too large: the server says so
  }

  // The button, its hidden file input and the line that says what the last photo gave. `take(answer)` puts the
  // cards read into the picker's draft and returns the lines to show (what was taken, what was not and why).
  function button(key, take) {
    const { T, el, draft, redraw } = window.pnpkit;
    const noteKey = "photo:" + key;
    const input = el("input", { type: "file", accept: "image/*", capture: "environment", hidden: true, "data-photo-input": key });
    const note = el("p", { class: "muted", role: "status", "aria-live": "polite", "data-photo-note": key,
      text: (draft()[noteKey] || []).join(" ") });
    const open = el("button", { type: "button", class: "photo", "data-photo": key, text: T.photo_button });
    open.addEventListener("click", () => input.click());
    input.addEventListener("change", async () => {
      const file = input.files && input.files[0];
      input.value = "";
      if (!file) return;
      open.disabled = true;
      note.textContent = T.photo_reading;
      let lines;
      try {
        const body = await scaled(file);
        const response = await fetch(url, {
          method: "POST",
          cache: "no-store",
          headers: { "Content-Type": body.type || "application/octet-stream", "X-Pnpkit": "1" },
          body,
        });
        let data = null;
        try {
          data = await response.json();
        } catch (ignored) {
          data = null;
        }
        if (response.ok && data) {
          lines = take(data);
          if (!data.cards.length) lines.unshift(T.photo_none);
          if (data.unread) lines.push(T.photo_unread);
          if (data.other_game) lines.push(T.photo_other_game);
        } else {
          lines = [data && data.error ? data.error.message : window.pnpkit.fill(T.request_failed, { status: response.status })];
        }
      } catch (ignored) {
        lines = [T.offline];
      }
      draft()[noteKey] = lines;
      open.disabled = false;
      redraw();
      note.textContent = lines.join(" "); // the redraw may have kept this very line: say it either way
    });
    return el("div", { class: "photo-entry" }, [open, input, note]);
  }

  // Add the cards read to a chosen list: each card the picker offers once (a second photo of it adds nothing),
  // up to `count` (one card to tap: the card read takes its place); returns the lines that say what happened.
  function addTo(chosen, read, count, isOffered, label) {
    const { T, fill } = window.pnpkit;
    const lines = [];
    const taken = [];
    const refused = [];
    let twice = false;
    const seen = new Set();
    let next = count === 1 ? [] : chosen.slice();
    for (const card of read) {
      if (!isOffered(card)) {
        refused.push(label(card));
      } else if (seen.has(card)) {
        twice = true;
      } else if (next.includes(card)) {
        seen.add(card); // already chosen, from an earlier photo or a tap
      } else if (next.length < count) {
        seen.add(card);
        next.push(card);
        taken.push(label(card));
      } else {
        refused.push(label(card));
      }
    }
    if (count === 1 && !next.length) next = chosen.slice();
    if (taken.length) lines.push(fill(T.photo_read, { cards: taken.join(", ") }));
    if (refused.length) lines.push(fill(T.not_offered, { codes: refused.join(", ") }));
    if (twice) lines.push(T.same_twice);
    return { chosen: next, lines };
  }

  // The button for the shared picker (pnpkit.picker's spec: the codes on offer and how many to tap).
  function forPicker(spec, key) {
    const { draft, cardFace } = window.pnpkit;
    return button(key, (answer) => {
      const read = answer.cards.filter((card) => card.deck === "deck").map((card) => card.name);
      const other = answer.cards.filter((card) => card.deck !== "deck").map((card) => card.name);
      const result = addTo(draft()[key] || [], read.concat(other), spec.count, (card) => spec.cards.includes(card),
        (card) => (cardFace(card) || {}).label || card);
      draft()[key] = result.chosen;
      return result.lines;
    });
  }

  window.pnpkitPhoto = { button, addTo, forPicker };
})();
