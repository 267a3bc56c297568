// The seat and board pages' shared core: poll the table's version, redraw from the JSON API, send the seat's
// actions, and the controls every game builds from (card picker, choices, buttons). Each game's own script
// (static/<game>.js) calls pnpkit.start() with its steps' controls, its status lines and where its hand is
// (and, if it has any, the controls its seat gets whoever's turn it is: `always`).
// Every word shown comes from the server already translated (the page's "texts", "plurals" and each answer).
"use strict";
(function () {
  const body = document.body;
  const token = body.dataset.token;
  const isSeat = body.dataset.seat === "yes";
  const pollMs = Number(body.dataset.poll) || 1000;
  const gameTexts = document.getElementById("game-texts");
  const T = Object.assign(
    JSON.parse(document.getElementById("texts").textContent),
    gameTexts ? JSON.parse(gameTexts.textContent) : {}
  );
  const CARD_NAMES = JSON.parse(document.getElementById("card-names").textContent);
  const RANK_LABELS = JSON.parse(document.getElementById("rank-labels").textContent); // the printed cards' corner letters
  const PLURALS = JSON.parse(document.getElementById("plurals").textContent); // texts with a number, every form
  const LANG = document.documentElement.lang; // answers come in the page's language
  const SUIT_SYMBOLS = { H: "♥", D: "♦", S: "♠", C: "♣" };
  const RED = { H: true, D: true };
  const api = "/api/t/" + encodeURIComponent(token);
  let game = null; // the game's module, given to start()
  let current = null; // the latest answer from the server
  // The newest table version the server has told this page (polls included): sent with every question, so that
  // no worker answers with an older one (companion/storage/versionfeed.py).
  let seen = 0;
  let logLines = []; // the whole log as far as answers sent it (each sends the lines after `log_start`)
  const heldTexts = new Map(); // the last few answer texts the page rebuilt, as chunks, by fingerprint
  let heldFp = ""; // the fingerprint of the latest
  const boardBases = {}; // the board's base drawing by URL: its text
  let busy = false; // an action is on its way: no double sends
  // The seat's choices on the controls (chosen cards, a tapped suit), kept until sent or until the step
  // changes: other phones' secret choices move the table's version but must not wipe this phone's draft.
  let draft = {};
  const coverKey = "pnpkit-covered-" + token;

  function fill(text, values) {
    return text.replace(/\{(\w+)\}/g, (match, name) => (name in values ? String(values[name]) : match));
  }

  // A text with a number, in the form the page's language uses for that number.
  function plural(key, count, values) {
    const text = PLURALS[key];
    const form = text.forms[text.index[Math.min(count, text.index.length - 1)]];
    return fill(form, Object.assign({ count }, values || {}));
  }

  function el(tag, attrs, children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs || {})) {
      if (name === "text") node.textContent = value;
      else if (name === "onclick") node.addEventListener("click", value);
      else if (value !== false && value !== null && value !== undefined) node.setAttribute(name, value === true ? "" : value);
    }
    for (const child of children || []) if (child) node.append(child);
    return node;
  }

  function rankLabel(rank) {
    return RANK_LABELS[rank] || rank;
  }

  // A card's short face: rank and suit symbol, or a star and number for a joker (JK1, JK2).
  function cardFace(code) {
    if (code.startsWith("JK")) return { label: "★" + code.slice(2), colour: "joker" };
    const suit = code.slice(-1);
    return { label: rankLabel(code.slice(0, -1)) + SUIT_SYMBOLS[suit], colour: RED[suit] ? "red" : "black" };
  }

  function cardChip(code) {
    const face = cardFace(code);
    return el("span", { class: "card " + face.colour, title: CARD_NAMES[code], "data-card": code, text: face.label });
  }

  function button(text, onclick, attrs) {
    return el("button", Object.assign({ type: "button", text, onclick }, attrs || {}));
  }

  function showMessage(text, kind) {
    const box = document.getElementById("message");
    box.textContent = text || "";
    box.hidden = !text;
    box.className = kind === "info" ? "notice" : "error";
  }

  // A refusal of the rules links to them: the rules page opens at the statement of the rule it applies (its
  // anchor, which the refusal names), or at the section of the step refused when it names none.
  function ruleLink(anchor) {
    const rules = document.getElementById("rules-link");
    if (!rules) return null;
    const href = rules.getAttribute("href") + (anchor ? "#" + encodeURIComponent(anchor) : "");
    return el("a", { href, class: "rule-link", "data-rule-link": anchor || "step", text: T.rule_link });
  }

  function showRefusal(text, anchor) {
    showMessage(text);
    const link = ruleLink(anchor);
    if (link) document.getElementById("message").append(" ", link);
  }

  // Every request names the page's language. Those that get an answer also say what the page holds: how
  // many log lines and the fingerprint given with them, and the fingerprint of the answer text it holds.
  // The answer then carries only the log lines after those, and the rest as edits of that text; and not the
  // listing of the seat's legal actions, which the page never reads (its controls say what it offers).
  function query(holding) {
    const params = new URLSearchParams({ lang: LANG, seen: String(seen) });
    if (holding) {
      params.set("legal", "false");
      params.set("diff_from", heldFp);
      if (current) {
        params.set("log_count", String(logLines.length));
        params.set("log_fp", current.log_fp);
      }
    }
    return params.toString();
  }

  // The answer an edited text makes: the edits copy (n > 0) or skip (n < 0) chunks of the text they start
  // from (one of the last few the page holds, or none) and insert new ones (a list); joined, the chunks are
  // the answer's JSON, to which the log comes apart (companion/answerdiff.py). Null when the page no longer
  // holds that text.
  function rebuild(edited) {
    const old = edited.diff_from ? heldTexts.get(edited.diff_from) : [];
    if (!old) {
      heldFp = ""; // ask for the whole text next time
      return null;
    }
    const chunks = [];
    let at = 0;
    for (const op of edited.diff) {
      if (Array.isArray(op)) {
        for (const chunk of op) chunks.push(chunk);
      } else if (op > 0) {
        for (let i = 0; i < op; i += 1) chunks.push(old[at + i]);
        at += op;
      } else {
        at -= op;
      }
    }
    heldTexts.set(edited.answer_fp, chunks);
    for (const fp of heldTexts.keys()) if (heldTexts.size > 3) heldTexts.delete(fp); // the oldest go first
    heldFp = edited.answer_fp;
    return Object.assign(JSON.parse(chunks.join("")), { log: edited.log, log_start: edited.log_start, log_fp: edited.log_fp });
  }

  // `cache`: "no-store" except for the state, which the browser keeps and revalidates ("no-cache"): an answer
  // it already holds comes back as 304 Not Modified, without its body. `holding`: the request gets an answer.
  async function request(path, options, holding) {
    const url = api + path + "?" + query(holding);
    const response = await fetch(url, Object.assign({ cache: "no-store" }, options || {}));
    let data = null;
    try {
      data = await response.json();
    } catch (ignored) {
      data = null;
    }
    let lost = false; // edits of a text the page no longer holds (two answers crossed): ask again
    if (data && data.diff) {
      data = rebuild(data);
      lost = data === null;
    } else if (data && data.state && data.state.diff) {
      data.state = rebuild(data.state);
      lost = data.state === null;
    }
    if (data && Number.isInteger(data.version) && data.version > seen) seen = data.version;
    return { status: response.status, ok: response.ok && !lost, data, lost };
  }

  async function post(path, payload) {
    return request(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Pnpkit": "1" },
      body: JSON.stringify(payload),
    }, true);
  }

  async function send(action) {
    if (busy || !current) return;
    busy = true;
    try {
      const result = await post("/actions", { version: current.version, action });
      await handleChange(result);
    } finally {
      busy = false;
    }
  }

  async function undo() {
    if (busy || !current || !window.confirm(T.confirm_undo)) return;
    busy = true;
    try {
      await handleChange(await post("/undo", { version: current.version, confirm: true }));
    } finally {
      busy = false;
    }
  }

  async function answerUndo(accept) {
    if (busy || !current) return;
    busy = true;
    try {
      await handleChange(await post("/undo/answer", { version: current.version, accept }));
    } finally {
      busy = false;
    }
  }

  // The step a draft belongs to: the round and the step (the version moves with every phone's choice).
  function stepKey(answer) {
    return [answer.view && answer.view.round, answer.controls.step].join("/");
  }

  async function handleChange(result) {
    if (result.lost) return refresh();
    await loadBoardBase(result.ok ? result.data : result.data && result.data.state);
    if (result.ok) {
      showMessage("");
      draft = {};
      draw(result.data);
    } else if (result.status === 409 && result.data && result.data.state) {
      draw(result.data.state); // the draft stays if the step is the same
      showMessage(T.updated + " " + result.data.error.message);
    } else if (result.status === 410) {
      linkEnded(result.data.error.message);
    } else if (result.status === 422 && result.data && result.data.error) {
      showRefusal(result.data.error.message, result.data.error.rule); // the rules said no
    } else {
      showMessage(result.data && result.data.error ? result.data.error.message : fill(T.request_failed, { status: result.status }));
    }
  }

  async function refresh() {
    const result = await request("/state", { cache: "no-cache" }, true);
    if (!result.ok) return;
    await loadBoardBase(result.data);
    draw(result.data);
  }

  // The poll: every `pollMs` while the server answers; after a failure (Wi-Fi dropped, the phone slept, the
  // server restarts) again after a wait that doubles up to MAX_RETRY_MS, and at once when the phone says it is
  // back (online), the page is shown again (visibilitychange, pageshow) or it wakes. A poll that hangs on a dead
  // connection is given up after POLL_TIMEOUT_MS, so the page never waits on it for good.
  const MAX_RETRY_MS = 16000;
  const POLL_TIMEOUT_MS = 8000;
  let retryMs = pollMs;
  let pollTimer = null;
  let polling = false;
  let ended = false;

  async function pollOnce() {
    const status = document.getElementById("conn");
    const stop = new AbortController();
    const timer = window.setTimeout(() => stop.abort(), POLL_TIMEOUT_MS);
    try {
      const result = await request("/version", { signal: stop.signal });
      if (result.status === 410) return linkEnded(result.data.error.message); // the host made a new link
      if (!result.ok) throw new Error(String(result.status));
      status.textContent = T.live;
      body.dataset.conn = "live";
      retryMs = pollMs;
      if (!current || result.data.version !== current.version) await refresh();
    } catch (problem) {
      status.textContent = T.offline;
      body.dataset.conn = "offline";
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      return retryMs;
    } finally {
      window.clearTimeout(timer);
    }
    return pollMs;
  }

  async function poll() {
    window.clearTimeout(pollTimer);
    if (polling || ended) return;
    polling = true;
    let wait = pollMs;
    try {
      wait = await pollOnce();
    } finally {
      polling = false;
    }
    if (!ended) pollTimer = window.setTimeout(poll, wait);
  }

  // Back from a sleep or a lost network: ask now rather than at the end of a long wait.
  function pollNow() {
    retryMs = pollMs;
    poll();
  }

  // This page's link was replaced on the host's page: say so, clear everything it showed (the hand too, since
  // the device may not be the seat's any more) and stop polling.
  function linkEnded(text) {
    ended = true;
    if (wakeLock) wakeLock.release().catch(() => {}); // the page shows nothing more to keep awake for
    current = null;
    logLines = [];
    heldTexts.clear(); // the answers held the seat's hand
    heldFp = "";
    for (const id of ["panel", "controls", "hand-panel", "board-panel", "status", "log", "undo-note"]) {
      const node = document.getElementById(id);
      if (node) node.replaceChildren();
    }
    document.querySelectorAll("main > section, #undo-note, #undo").forEach((node) => {
      (node.id === "undo" ? node.parentElement : node).hidden = true;
    });
    document.getElementById("conn").textContent = "";
    showMessage(text);
    body.dataset.ended = "yes";
  }

  // ------------------------------------------------------------------ drawing the answer

  function draw(answer) {
    const changed = !current || current.version !== answer.version;
    current = answer;
    if (changed && draft.key !== stepKey(answer)) draft = { key: stepKey(answer) };
    document.getElementById("headline").textContent = answer.panel.headline;
    document.getElementById("who").textContent = answer.panel.who;
    document.getElementById("instruction").textContent = answer.panel.instruction;
    body.classList.toggle("acting", Boolean(answer.controls.acts));
    const note = document.getElementById("undo-note");
    note.hidden = !answer.undo;
    note.textContent = answer.undo ? answer.undo.text : "";
    const appMoves = document.getElementById("app-moves");
    if (appMoves) {
      appMoves.hidden = !answer.app_moves;
      appMoves.textContent = answer.app_moves || "";
    }
    const asked = answer.undo_request;
    document.getElementById("undo-request").hidden = !asked;
    document.getElementById("undo-request-text").textContent = asked ? asked.text : "";
    const answers = document.getElementById("undo-answers");
    if (answers) answers.hidden = !(asked && asked.can_answer);
    drawBoard(answer);
    document.getElementById("status").replaceChildren(...game.status(answer));
    logLines = logLines.slice(0, answer.log_start).concat(answer.log);
    const log = document.getElementById("log");
    // Each line's number is part of the line, not a list marker outside it, which the panel's edge cut to its
    // last digit once the log passed nine lines.
    log.replaceChildren(...logLines.map((line, index) => el("li", {}, [
      el("span", { class: "n", text: String(index + 1) }), el("span", { class: "line", text: line }),
    ])).reverse());
    if (isSeat) {
      drawHand(answer);
      drawControls(answer);
      document.getElementById("undo").disabled = !answer.can_undo;
    }
    body.dataset.version = answer.version;
    body.dataset.step = answer.controls.step;
  }

  // Fetch the board's base drawing an answer names, unless the page has it: once per language, and the
  // browser keeps it for good (its address changes whenever the drawing does). A failure is tried again later.
  async function loadBoardBase(answer) {
    const url = answer && answer.board_base;
    if (!url || url in boardBases) return;
    try {
      const response = await fetch(url);
      if (response.ok) boardBases[url] = await response.text();
    } catch (ignored) {
      // offline for a moment: the board stays as it was until the next answer
    }
  }

  // The live board is the printed drawing with the answer's pieces layer put in just before its end, as the
  // server's board.svg is made. While the drawing stays, only the layer (its last element) is replaced.
  function drawBoard(answer) {
    const base = boardBases[answer.board_base];
    if (base === undefined) return;
    const holder = document.getElementById("board");
    const drawing = holder.firstElementChild;
    if (holder.dataset.base === answer.board_base && drawing && drawing.lastElementChild) {
      drawing.lastElementChild.outerHTML = answer.board_pieces; // parsed as SVG: its parent is the drawing
    } else {
      const end = base.lastIndexOf("</svg>");
      holder.innerHTML = base.slice(0, end) + answer.board_pieces + base.slice(end);
      holder.dataset.base = answer.board_base;
      window.pnpkitBoard.reset(); // a new drawing opens at the seat's own area
    }
    window.pnpkitBoard.place();
  }

  // Facts as a definition list: [[term, value], ...].
  function facts(pairs) {
    const list = el("dl", { class: "facts" });
    for (const [name, value] of pairs) list.append(el("dt", { text: name }), el("dd", { text: value }));
    return list;
  }

  function drawHand(answer) {
    const hand = document.getElementById("hand");
    if (game.handChips) {
      // A game whose hand is not playing cards (Walsingham's Loyalty and Secret cards) draws its own chips.
      hand.replaceChildren(...game.handChips(answer));
      return;
    }
    const mine = game.hand(answer);
    const chips = (mine.hand || []).map(cardChip);
    if (!chips.length) chips.push(el("span", { class: "muted", text: T.empty_hand }));
    if (mine.unseen) chips.push(el("span", { class: "muted", text: plural("unseen_cards", mine.unseen) }));
    hand.replaceChildren(...chips);
  }

  // How many rank columns a picker row holds: all its ranks in one row up to eight (each at least 24 px wide on
  // a 320 px screen), else two rows per suit, so that no button is narrower than a finger's tap (WCAG 2.2).
  const PICKER_ONE_ROW = 8;
  function pickerColumns(count) {
    return count <= PICKER_ONE_ROW ? Math.max(count, 1) : Math.ceil(count / 2);
  }

  // The cards chosen so far, said in words: a card's full name when one is to be tapped, the short faces
  // (with how many of how many) when several are.
  function chosenLine(spec, chosen) {
    if (!chosen.length) return T.nothing_chosen;
    if (spec.count === 1) return fill(T.chosen, { cards: CARD_NAMES[chosen[0]] || chosen[0] });
    const cards = inPickerOrder(spec, chosen).map((code) => cardFace(code).label).join(" ");
    return fill(T.chosen_some, { cards, count: chosen.length, of: spec.count });
  }

  // Cards in the order the picker shows them, whatever order they were tapped in: by suit (its rows), then by
  // rank (its columns); jokers last.
  const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
  function inPickerOrder(spec, codes) {
    const ranks = spec.ranks && spec.ranks.length ? spec.ranks.concat(RANKS) : RANKS;
    function place(code) {
      if (code.startsWith("JK")) return [spec.suits.length, Number(code.slice(2))];
      return [spec.suits.indexOf(code.slice(-1)), ranks.indexOf(code.slice(0, -1))];
    }
    return codes.slice().sort((a, b) => {
      const [suitA, rankA] = place(a);
      const [suitB, rankB] = place(b);
      return suitA - suitB || rankA - rankB;
    });
  }

  // The card picker: a labelled group of rank-by-suit rows (wrapped in two rows when a suit has more than eight
  // ranks) and a row of extra cards such as jokers; tapping toggles a card, up to `count` cards, and the line
  // below says in words what is chosen. Tapping never sends anything: the step's Confirm does (confirmButton).
  // `label` says what to tap (default: "Tap 1 card"); the game's own words say which card (the one drawn...).
  function picker(spec, key, label) {
    const refused = spec.refused || {};
    // A card chosen before it was refused (another track chosen since) is chosen no more.
    if ((draft[key] || []).some((code) => code in refused)) draft[key] = draft[key].filter((code) => !(code in refused));
    const chosen = draft[key] || [];
    const extras = (spec.extras || []).filter((code) => spec.cards.includes(code));
    const columns = pickerColumns(Math.max(spec.ranks.length, extras.length));
    const grid = el("div", { class: "picker" });
    grid.style.setProperty("--columns", String(columns)); // CSSOM: allowed by the CSP
    const why = draft[key + ":why"]; // the refusal of the marked card tapped last, shown until the next tap
    function cardButton(code, label, colour) {
      const isChosen = chosen.includes(code);
      if (code in refused) {
        // A card the rules would refuse now: marked, and a tap says why instead of choosing it.
        return button(label, () => {
          draft[key + ":why"] = refused[code];
          drawControls(current);
        }, { class: colour + " refused", "data-card": code, "data-refused": "yes",
          "aria-label": fill(T.card_refused, { card: CARD_NAMES[code] || code }) });
      }
      return button(label, () => {
        let next = chosen.filter((item) => item !== code);
        if (!isChosen) next = spec.count === 1 ? [code] : chosen.concat([code]).slice(-spec.count);
        draft[key] = next;
        delete draft[key + ":why"];
        drawControls(current);
      }, { class: colour + (isChosen ? " chosen" : ""), "data-card": code, "aria-pressed": String(isChosen), "aria-label": CARD_NAMES[code] });
    }
    // One suit (or the jokers): its symbol, then its cells `columns` to a row, the symbol's column left empty
    // under it; a rank the offer lacks stays an empty cell, so that ranks line up from suit to suit.
    function addRow(symbol, cells) {
      for (let i = 0; i < cells.length; i += columns) {
        grid.append(i === 0 ? symbol : el("span"), ...cells.slice(i, i + columns));
        for (let j = cells.slice(i, i + columns).length; j < columns; j += 1) grid.append(el("span"));
      }
    }
    for (const suit of spec.suits) {
      if (!spec.ranks.some((rank) => spec.cards.includes(rank + suit))) continue;
      const colour = RED[suit] ? "red" : "black";
      addRow(el("span", { class: "suit " + colour, text: SUIT_SYMBOLS[suit], "aria-hidden": "true" }),
        spec.ranks.map((rank) => (spec.cards.includes(rank + suit) ? cardButton(rank + suit, rankLabel(rank), colour) : el("span"))));
    }
    if (extras.length) {
      addRow(el("span", { class: "suit joker", text: "★", "aria-hidden": "true" }),
        extras.map((code) => cardButton(code, cardFace(code).label, "joker")));
    }
    const legendText = label || plural("tap_cards", spec.count);
    return el("fieldset", { class: "picker-box", "data-picker": key }, [
      el("legend", { text: legendText }),
      grid,
      el("p", { class: "picked", "aria-live": "polite", "data-picked": chosen.join(" "), text: chosenLine(spec, chosen) }),
      why ? el("p", { class: "refusal", role: "status", "data-refusal": "yes" }, [document.createTextNode(why.why + " "), ruleLink(why.rule)]) : null,
    ]);
  }

  function choice(items, key, attrs) {
    const row = el("div", { class: "row", role: "group" });
    for (const item of items) {
      const isChosen = draft[key] === item.value;
      row.append(button(item.text, () => { draft[key] = item.value; drawControls(current); },
        Object.assign({ class: isChosen ? "chosen" : "", "aria-pressed": String(isChosen) }, item.attrs || {}, attrs || {})));
    }
    return row;
  }

  function confirmButton(action, ready) {
    return button(T.submit, () => send(action()), { class: "primary", disabled: !ready, "data-submit": "yes" });
  }

  // A card entry: the labelled picker, its photo button (static/photo.js) and its Confirm, which stays off until
  // exactly `spec.count` cards are chosen; `action(cards)` makes the action sent. A drawn or played card is never
  // sent by one tap, nor by a photo.
  function cardEntry(spec, key, label, action) {
    const chosen = () => draft[key] || [];
    return [picker(spec, key, label), window.pnpkitPhoto.forPicker(spec, key),
      confirmButton(() => action(chosen()), chosen().length === spec.count)];
  }

  // A tap that would set aside what other phones entered asks first, naming what is lost (`question`, from the
  // server's `entries.set_aside`); with nothing to lose it sends at once.
  function sendAsking(question, action) {
    if (!question || window.confirm(question)) send(action);
  }

  // Which seats have entered their hidden cards so far (never what they entered), on every seat's phone.
  function entryNote(c) {
    if (!c.entries) return null;
    return el("p", { class: "notice entry-note", "data-entered": c.entries.entered.join(" "), text: c.entries.note });
  }

  function suitItems(suits) {
    return suits.map((suit) => ({ value: suit, text: SUIT_SYMBOLS[suit], attrs: { class: RED[suit] ? "red" : "black", "data-suit": suit } }));
  }

  function drawControls(answer) {
    const c = answer.controls;
    const box = document.getElementById("controls");
    const maker = game.steps[c.step];
    // Controls a game offers its seat whoever's turn it is (Trumps of Kings' commanders' names), below the step's.
    const always = game.always ? game.always(c, answer.seat, answer) : [];
    const note = entryNote(c);
    if (!maker || !(c.acts || c.chance)) {
      box.replaceChildren(...[note, el("p", { class: "muted", text: T.no_actions })].filter(Boolean), ...always);
      return;
    }
    box.replaceChildren(...[note, ...maker(c, answer.seat, answer)].filter(Boolean), ...always);
  }

  // The phone lies face up between turns: one tap covers every secret (hand, controls, status); showing
  // them again takes two taps on two different buttons, the second only after a moment, so a stray tap
  // never shows anything. The choice survives a reload of the page.
  function cover(covered) {
    body.classList.toggle("covered", covered);
    document.getElementById("hide").setAttribute("aria-pressed", String(covered));
    document.getElementById("show-confirm").hidden = true;
    try {
      window.sessionStorage.setItem(coverKey, covered ? "1" : "");
    } catch (ignored) {
      // private browsing without storage: the cover still works for this page
    }
  }

  function armShow() {
    const confirmShow = document.getElementById("show-confirm");
    confirmShow.hidden = false;
    confirmShow.disabled = true;
    window.setTimeout(() => { confirmShow.disabled = false; }, 400);
  }

  function startCover() {
    document.getElementById("hide").addEventListener("click", () => cover(true));
    document.getElementById("show").addEventListener("click", armShow);
    document.getElementById("show-confirm").addEventListener("click", () => cover(false));
    let stored = "";
    try {
      stored = window.sessionStorage.getItem(coverKey) || "";
    } catch (ignored) {
      stored = "";
    }
    cover(Boolean(stored));
  }

  // The Screen Wake Lock API keeps a seat's screen on while its page is shown: the phone lies on the table
  // between turns. The browser lets go of the lock when the page is hidden; it is asked for again when the page
  // is shown. Where the API is missing or refused (no permission, battery saver), nothing is said.
  let wakeLock = null;
  async function keepAwake() {
    if (!isSeat || ended || wakeLock || !("wakeLock" in navigator) || document.visibilityState !== "visible") return;
    try {
      wakeLock = await navigator.wakeLock.request("screen");
      body.dataset.awake = "yes";
      wakeLock.addEventListener("release", () => {
        wakeLock = null;
        body.dataset.awake = "no";
      });
    } catch (ignored) {
      body.dataset.awake = "no";
    }
  }

  function onVisibility() {
    if (document.visibilityState !== "visible") {
      if (wakeLock) wakeLock.release().catch(() => {});
      return;
    }
    keepAwake();
    pollNow();
  }

  function start(module) {
    game = module;
    if (isSeat) {
      document.getElementById("undo").addEventListener("click", undo);
      document.getElementById("undo-accept").addEventListener("click", () => answerUndo(true));
      document.getElementById("undo-decline").addEventListener("click", () => answerUndo(false));
      startCover();
    }
    // A printed board is landscape and its words are small: a seat's phone shows it zoomed, at a size the
    // eye reads at arm's length, scrolling sideways; one tap shows the whole of it (and back); the arrows beside show the parts to either side.
    const zoom = document.getElementById("board-zoom");
    function setZoom(zoomed) {
      document.getElementById("board-panel").classList.toggle("zoomed", zoomed);
      zoom.setAttribute("aria-pressed", String(zoomed));
    }
    setZoom(isSeat);
    zoom.addEventListener("click", () => {
      setZoom(zoom.getAttribute("aria-pressed") !== "true");
      window.pnpkitBoard.reset(); // zoomed again: the seat's own area first
      window.pnpkitBoard.place();
    });
    window.pnpkitBoard.start(); // its arrows, and the window placed again when the screen or the fonts change
    document.getElementById("conn").textContent = T.connecting;
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("online", pollNow);
    window.addEventListener("pageshow", (event) => { if (event.persisted) pollNow(); }); // back from the cache
    keepAwake();
    poll();
  }

  window.pnpkit = {
    T, SUIT_SYMBOLS, RED, CARD_NAMES,
    fill, plural, el, cardFace, cardChip, button, picker, cardEntry, choice, confirmButton, suitItems, facts, send, sendAsking,
    showOnBoard: (element) => window.pnpkitBoard.showAround(element),
    draft: () => draft,
    redraw: () => drawControls(current),
    start,
  };
})();
