// The seat and board pages: poll the table's version, redraw from the JSON API, and send the seat's actions.
// Every word shown comes from the server already translated (the page's "texts" and each answer).
"use strict";
(function () {
  const body = document.body;
  const token = body.dataset.token;
  const isSeat = body.dataset.seat === "yes";
  const pollMs = Number(body.dataset.poll) || 1000;
  const T = JSON.parse(document.getElementById("texts").textContent);
  const CARD_NAMES = JSON.parse(document.getElementById("card-names").textContent);
  const RANK_LABELS = JSON.parse(document.getElementById("rank-labels").textContent); // the printed cards' corner letters
  const PLURALS = JSON.parse(document.getElementById("plurals").textContent); // texts with a number, every form
  const LANG = document.documentElement.lang; // answers come in the page's language
  const SUIT_SYMBOLS = { H: "♥", D: "♦", S: "♠", C: "♣" };
  const RED = { H: true, D: true };
  const api = "/api/t/" + encodeURIComponent(token);
  let current = null; // the latest answer from the server
  let busy = false; // an action is on its way: no double sends
  let draft = {}; // the seat's choices on the controls, kept across redraws of the same version

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

  function cardFace(code) {
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

  async function request(path, options) {
    const url = api + path + "?lang=" + encodeURIComponent(LANG);
    const response = await fetch(url, Object.assign({ cache: "no-store" }, options || {}));
    let data = null;
    try {
      data = await response.json();
    } catch (ignored) {
      data = null;
    }
    return { status: response.status, ok: response.ok, data };
  }

  async function post(path, payload) {
    return request(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Pnpkit": "1" },
      body: JSON.stringify(payload),
    });
  }

  async function send(action) {
    if (busy || !current) return;
    busy = true;
    try {
      const result = await post("/actions", { version: current.version, action });
      handleChange(result);
    } finally {
      busy = false;
    }
  }

  async function undo() {
    if (busy || !current || !window.confirm(T.confirm_undo)) return;
    busy = true;
    try {
      handleChange(await post("/undo", { version: current.version, confirm: true }));
    } finally {
      busy = false;
    }
  }

  function handleChange(result) {
    if (result.ok) {
      showMessage("");
      draft = {};
      draw(result.data);
    } else if (result.status === 409 && result.data && result.data.state) {
      draft = {};
      draw(result.data.state);
      showMessage(T.updated + " " + result.data.error.message);
    } else {
      showMessage(result.data && result.data.error ? result.data.error.message : fill(T.request_failed, { status: result.status }));
    }
  }

  async function refresh() {
    const result = await request("/state");
    if (result.ok) draw(result.data);
  }

  async function poll() {
    const status = document.getElementById("conn");
    try {
      const result = await request("/version");
      status.textContent = T.live;
      if (result.ok && (!current || result.data.version !== current.version)) await refresh();
    } catch (problem) {
      status.textContent = T.offline;
    }
    window.setTimeout(poll, pollMs);
  }

  // ------------------------------------------------------------------ drawing the answer

  function draw(answer) {
    const changed = !current || current.version !== answer.version;
    current = answer;
    if (changed) draft = draft.version === answer.version ? draft : { version: answer.version };
    document.getElementById("headline").textContent = answer.panel.headline;
    document.getElementById("who").textContent = answer.panel.who;
    document.getElementById("instruction").textContent = answer.panel.instruction;
    body.classList.toggle("acting", Boolean(answer.controls.acts));
    const note = document.getElementById("undo-note");
    note.hidden = !answer.undo;
    note.textContent = answer.undo ? answer.undo.text : "";
    document.getElementById("board").innerHTML = answer.board_svg;
    drawStatus(answer);
    const log = document.getElementById("log");
    log.replaceChildren(...answer.log.slice().reverse().map((line) => el("li", { text: line })));
    if (isSeat) {
      drawHand(answer);
      drawControls(answer);
      document.getElementById("undo").disabled = !answer.can_undo;
    }
    body.dataset.version = answer.version;
    body.dataset.step = answer.controls.step;
  }

  function drawStatus(answer) {
    const view = answer.view;
    const c = answer.controls;
    const facts = [];
    facts.push([T.trump, view.trump ? SUIT_SYMBOLS[view.trump] : T.none]);
    for (const [side, info] of Object.entries(view.sides)) {
      facts.push([c.sides[side], plural("hand_count", info.hand_count, { side: c.sides[side] })]);
      const waiting = info.bonus_waiting.map((code) => cardFace(code).label).join(", ");
      if (waiting) facts.push(["", fill(T.waiting_bonus, { cards: waiting })]);
    }
    if (c.event) facts.push([T.event_drawn, c.event.title + (c.event.pending ? " (" + T.pending_event + ")" : "")]);
    if (c.attack) {
      const attack = fill(T.attacked_with, { side: c.sides[c.attack.side], track: c.attack.track_name, card: cardFace(c.attack.card).label });
      facts.push([T.attack, attack + (c.attack.asset ? ", " + fill(T.committed, { asset: c.attack.asset }) : "")]);
    }
    if (c.casualty) facts.push(["%", fill(T.casualty_odds, c.casualty)]);
    const list = el("dl", { class: "facts" });
    for (const [name, value] of facts) list.append(el("dt", { text: name }), el("dd", { text: value }));
    const status = document.getElementById("status");
    status.replaceChildren(list);
    if (c.event) status.append(el("p", { class: "event-card", "data-event": c.event.card, text: c.event.text }));
  }

  function drawHand(answer) {
    const mine = answer.view.sides[answer.seat];
    const hand = document.getElementById("hand");
    const chips = (mine.hand || []).map(cardChip);
    if (!chips.length) chips.push(el("span", { class: "muted", text: T.empty_hand }));
    if (mine.unseen_cards) chips.push(el("span", { class: "muted", text: plural("unseen_cards", mine.unseen_cards) }));
    hand.replaceChildren(...chips);
  }

  // A rank-by-suit grid; tapping toggles a card, up to `count` cards.
  function picker(spec, key) {
    const chosen = draft[key] || [];
    const grid = el("div", { class: "picker", role: "group" });
    grid.style.setProperty("--ranks", String(spec.ranks.length)); // CSSOM, not a style attribute: allowed by the CSP
    for (const suit of spec.suits) {
      const cards = spec.ranks.map((rank) => rank + suit).filter((code) => spec.cards.includes(code));
      if (!cards.length) continue;
      grid.append(el("span", { class: "suit " + (RED[suit] ? "red" : "black"), text: SUIT_SYMBOLS[suit] }));
      for (const rank of spec.ranks) {
        const code = rank + suit;
        if (!spec.cards.includes(code)) {
          grid.append(el("span"));
          continue;
        }
        const isChosen = chosen.includes(code);
        grid.append(
          button(rankLabel(rank), () => {
            let next = chosen.filter((item) => item !== code);
            if (!isChosen) next = spec.count === 1 ? [code] : chosen.concat([code]).slice(-spec.count);
            draft[key] = next;
            drawControls(current);
          }, { class: (RED[suit] ? "red" : "black") + (isChosen ? " chosen" : ""), "data-card": code, "aria-pressed": String(isChosen), "aria-label": CARD_NAMES[code] })
        );
      }
    }
    return grid;
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

  function suitItems(suits) {
    return suits.map((suit) => ({ value: suit, text: SUIT_SYMBOLS[suit], attrs: { class: RED[suit] ? "red" : "black", "data-suit": suit } }));
  }

  function assetItems(assets) {
    return [{ value: null, text: T.no_asset, attrs: { "data-asset": "" } }].concat(
      assets.map((asset) => ({ value: asset.id, text: asset.name, attrs: { "data-asset": asset.id, title: asset.text } }))
    );
  }

  const STEPS = {
    deal(c) {
      return [
        button(T.dealt_by_hand, () => send({ do: "deal", unseen: true }), { "data-do": "deal-unseen" }),
        button(T.deal_for_me, () => send({ do: "deal" }), { "data-do": "deal-app" }),
      ];
    },
    event(c) {
      return [
        picker(c.picker, "cards"),
        confirmButton(() => ({ do: "draw_event", card: draft.cards[0] }), (draft.cards || []).length === 1),
        button(T.draw_for_me, () => send({ do: "draw_event" }), { "data-do": "draw" }),
      ];
    },
    influence(c, side) {
      return [
        button(T.cancel_event, () => send({ do: "influence", side, cancel: true }), { "data-do": "cancel-event" }),
        button(T.let_resolve, () => send({ do: "influence", side, cancel: false }), { "data-do": "let-resolve" }),
      ];
    },
    trump(c, side) {
      return [el("p", { text: T.choose_trump }), choice(suitItems(c.trump_suits), "suit"),
        confirmButton(() => ({ do: "choose_trump", side, suit: draft.suit }), Boolean(draft.suit))];
    },
    reveal(c) {
      const parts = [el("p", { text: plural("tap_cards", 2) }), picker(c.picker, "cards"),
        confirmButton(() => ({ do: "reveal", cards: draft.cards }), (draft.cards || []).length === 2),
        button(T.not_entered, () => send({ do: "reveal", unseen: true }), { "data-do": "reveal-unseen" })];
      if (c.can_draw) parts.push(button(T.draw_for_me, () => send({ do: "reveal" }), { "data-do": "draw" }));
      return parts;
    },
    lead(c, side) {
      const parts = [picker(c.picker, "cards"),
        confirmButton(() => ({ do: "lead", side, card: draft.cards[0] }), (draft.cards || []).length === 1)];
      if (c.unseen_cards) parts.push(button(T.played_not_entered, () => send({ do: "lead", side }), { "data-do": "lead-unseen" }));
      return parts;
    },
    follow(c, side) {
      const parts = [];
      if (c.lead_card) parts.push(el("p", {}, [document.createTextNode(T.lead_card + ": "), cardChip(c.lead_card)]));
      parts.push(picker(c.picker, "cards"));
      if (!c.lead_unseen) {
        parts.push(confirmButton(() => ({ do: "follow", side, card: draft.cards[0] }), (draft.cards || []).length === 1));
      }
      if (c.unseen_cards || c.lead_unseen) {
        parts.push(el("p", { text: T.who_won }));
        const row = el("div", { class: "row" });
        for (const [winner, name] of Object.entries(c.sides)) {
          row.append(button(name, () => {
            const action = { do: "follow", side, winner };
            if ((draft.cards || []).length === 1) action.card = draft.cards[0];
            send(action);
          }, { "data-winner": winner }));
        }
        parts.push(row);
      }
      return parts;
    },
    pick(c, side) {
      if (!c.table_cards.length) return [button(T.took_unentered, () => send({ do: "pick", side }), { "data-do": "pick-unseen" })];
      return c.table_cards.map((code) => button(fill(T.pick, { card: cardFace(code).label }), () => send({ do: "pick", side, card: code }), { "data-pick": code }));
    },
    place(c, side) {
      const parts = [];
      const leaders = c.my_leaders;
      for (const track of c.tracks.filter((item) => item.leaders)) {
        const key = "leader_" + track.id;
        const select = el("select", { id: key, "data-track": track.id });
        select.append(el("option", { value: "", text: T.empty_box }));
        for (const leader of leaders) {
          select.append(el("option", { value: leader.id, text: leader.name + " (" + leader.rating + ")", selected: draft[key] === leader.id }));
        }
        select.addEventListener("change", () => { draft[key] = select.value; });
        parts.push(el("label", { for: key, text: fill(T.leader_for, { track: SUIT_SYMBOLS[track.suit] + " " + track.name }) }), select);
      }
      parts.push(button(T.place, () => {
        const chosen = {};
        for (const track of c.tracks.filter((item) => item.leaders)) {
          const value = draft["leader_" + track.id];
          if (value) chosen[track.id] = value;
        }
        send({ do: "place_leaders", side, leaders: chosen });
      }, { class: "primary", "data-do": "place" }));
      return parts;
    },
    turn(c, side) {
      const mode = draft.mode || "attack";
      const tabs = choice([
        { value: "attack", text: T.attack, attrs: { "data-mode": "attack" } },
        { value: "support", text: T.support, attrs: { "data-mode": "support" } },
        { value: "asset", text: T.play_asset, attrs: { "data-mode": "asset" } },
      ], "mode");
      tabs.className = "tabs";
      if (!draft.mode) tabs.firstChild.classList.add("chosen");
      const parts = [tabs];
      if (mode === "attack") {
        const tracks = c.tracks.map((track) => ({ value: track.id, text: SUIT_SYMBOLS[track.suit] + " " + track.name, attrs: { "data-track": track.id } }));
        parts.push(el("label", { text: T.track }), choice(tracks, "track"), el("label", { text: T.card }), picker(c.picker, "cards"));
        const usable = c.my_assets.filter((asset) => asset.attack);
        if (usable.length) parts.push(el("label", { text: T.asset }), choice(assetItems(usable), "asset"));
        parts.push(confirmButton(() => {
          const action = { do: "attack", side, track: draft.track, card: draft.cards[0] };
          if (draft.asset) action.asset = draft.asset;
          return action;
        }, Boolean(draft.track) && (draft.cards || []).length === 1));
      } else if (mode === "support") {
        parts.push(picker(c.picker, "cards"),
          confirmButton(() => ({ do: "support", side, card: draft.cards[0] }), (draft.cards || []).length === 1));
      } else {
        const playable = c.my_assets.filter((asset) => asset.action);
        if (!playable.length) parts.push(el("p", { class: "muted", text: T.none }));
        else parts.push(choice(playable.map((asset) => ({ value: asset.id, text: asset.name, attrs: { "data-asset": asset.id, title: asset.text } })), "asset"));
        const chosen = playable.find((asset) => asset.id === draft.asset);
        if (chosen && chosen.sets_trump) parts.push(el("label", { text: T.new_trump }), choice(suitItems(c.trump_suits), "suit"));
        parts.push(confirmButton(() => {
          const action = { do: "play_asset", side, asset: draft.asset };
          if (chosen && chosen.sets_trump) action.suit = draft.suit;
          return action;
        }, Boolean(chosen) && (!chosen.sets_trump || Boolean(draft.suit))));
      }
      return parts;
    },
    defend(c, side) {
      const parts = [el("label", { text: T.card }), picker(c.picker, "cards")];
      const usable = c.my_assets.filter((asset) => asset.reaction);
      if (usable.length) parts.push(el("label", { text: T.asset }), choice(assetItems(usable), "asset"));
      parts.push(confirmButton(() => {
        const action = { do: "defend", side, card: draft.cards[0] };
        if (draft.asset) action.asset = draft.asset;
        return action;
      }, (draft.cards || []).length === 1));
      return parts;
    },
    casualty(c) {
      return [el("p", { text: plural("tap_cards", c.picker.count) }), picker(c.picker, "cards"),
        confirmButton(() => ({ do: "casualty", cards: draft.cards }), (draft.cards || []).length === c.picker.count),
        button(T.draw_for_me, () => send({ do: "casualty" }), { "data-do": "draw" })];
    },
  };

  function drawControls(answer) {
    const c = answer.controls;
    const box = document.getElementById("controls");
    const maker = STEPS[c.step];
    if (!maker || !(c.acts || c.chance)) {
      box.replaceChildren(el("p", { class: "muted", text: T.no_actions }));
      return;
    }
    box.replaceChildren(...maker(c, answer.seat).filter(Boolean));
  }

  if (isSeat) document.getElementById("undo").addEventListener("click", undo);
  // The printed board is landscape; on a phone the player zooms it and scrolls sideways.
  document.getElementById("board-zoom").addEventListener("click", (event) => {
    const zoomed = document.getElementById("board-panel").classList.toggle("zoomed");
    event.currentTarget.setAttribute("aria-pressed", String(zoomed));
  });
  document.getElementById("conn").textContent = T.connecting;
  poll();
})();
