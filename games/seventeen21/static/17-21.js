// 17(21) on the phones: each step's controls and each wing's status, on the shared core (companion.js).
// Unit cards are numbers; their names come from the page's card names. A turn's play (deploying, paying
// a doctrine, declaring attacks) is a draft on this phone: checked as it grows against the numbers the
// server sent, with the engine's own reasons in the player's language, and sent only once confirmed.
"use strict";
(function () {
  const { T, CARD_NAMES, fill, el, button, choice, confirmButton, facts, send } = window.pnpkit;
  const D = window.pnpkit.draft;
  const redraw = window.pnpkit.redraw;
  const DRAWS = ["reveal_terrain", "deal", "weather", "deal_doctrines", "draw_terrain", "draw", "lose"];

  function name(card) {
    return CARD_NAMES[String(card)] || String(card);
  }

  // Tap cards on and off, at most `count` of them, kept in the draft under `key`.
  function toggles(items, key, count, blocked) {
    const chosen = D()[key] || [];
    const row = el("div", { class: "row", role: "group" });
    for (const item of items) {
      if (blocked && blocked.includes(item.card)) continue;
      const on = chosen.includes(item.card);
      row.append(button(item.name, () => {
        let next = chosen.filter((card) => card !== item.card);
        if (!on) next = chosen.concat([item.card]).slice(-count);
        D()[key] = next;
        redraw();
      }, { class: on ? "chosen" : "", "aria-pressed": String(on), "data-card": String(item.card) }));
    }
    return row;
  }

  function counted(key, total) {
    return el("p", { class: "muted", text: fill(T.chosen_count, { count: (D()[key] || []).length, total }) });
  }

  // The legal actions as buttons (a few) or a list to choose from (many).
  function options(c) {
    if (c.options.length <= 8) {
      return c.options.map((option, index) => button(option.text, () => send(option.action), { "data-option": String(index) }));
    }
    const select = el("select", { "aria-label": T.choose_action, "data-options": "yes" });
    c.options.forEach((option, index) => select.append(el("option", { value: String(index), text: option.text })));
    select.value = String(D().option || 0);
    select.addEventListener("change", () => { D().option = Number(select.value); });
    return [el("label", { text: T.choose_action }), select,
      confirmButton(() => c.options[Number(select.value)].action, true)];
  }

  // ------------------------------------------------------------------ entering a draw or a deal from the table

  // The printed codes typed in a line ("L3 g12, J5"): the cards on offer they name, and the words that name none.
  function parseCodes(text, codes) {
    const cards = [];
    const unknown = [];
    for (const word of text.toUpperCase().split(/[\s,;.]+/).filter(Boolean)) {
      if (word in codes) {
        if (!cards.includes(codes[word])) cards.push(codes[word]);
      } else {
        unknown.push(word);
      }
    }
    return { cards, unknown };
  }

  // The cards of an entry: typed by their printed codes or tapped in the picker (one group shown at a time),
  // listed by name as chosen, and sent only once confirmed. The controls are updated in place as they change,
  // so typing keeps the field and its keyboard.
  function cardEntry(e) {
    const items = {};
    for (const group of e.groups) for (const item of group.cards) items[item.card] = item;
    const chosen = () => (D().entry || []).filter((card) => card in items);
    const parts = [el("p", { class: "headline", text: e.heading })];
    const hasCodes = Object.keys(e.codes).length > 0;
    let field = null;
    const problem = el("p", { class: "error", role: "status", hidden: true });
    if (hasCodes) {
      field = el("input", { type: "text", id: "quick-entry", "data-quick": "yes", autocomplete: "off", autocapitalize: "characters",
        spellcheck: "false", placeholder: T.quick_example, value: D().entry_typed || "" });
      field.addEventListener("input", () => {
        const typed = parseCodes(field.value, e.codes);
        D().entry_typed = field.value;
        D().entry = e.count === 1 ? typed.cards.slice(-1) : typed.cards.slice(0, e.count);
        problem.hidden = !typed.unknown.length;
        problem.textContent = typed.unknown.length ? fill(T.not_offered, { codes: typed.unknown.join(" ") }) : "";
        sync();
      });
      parts.push(el("label", { for: "quick-entry", text: T.quick_entry }), field, problem);
    }
    // Every group on one screen, each under its name (the unit types as the kit prints them): one tap a card.
    const groups = e.groups;
    if (hasCodes || groups.length > 1) parts.push(el("p", { class: "muted", text: T.or_tap }));
    const buttons = [];
    const boxes = groups.map((group, index) => {
      const row = el("div", { class: "row", role: "group", "aria-label": group.name || e.heading });
      for (const item of group.cards) {
        const tap = button(item.label, () => {
          let next = chosen().filter((card) => card !== item.card);
          if (next.length === chosen().length) next = e.count === 1 ? [item.card] : next.concat([item.card]).slice(-e.count);
          D().entry = next;
          if (field) D().entry_typed = field.value = inOrder(next).map((card) => items[card].label).join(" ");
          problem.hidden = true;
          sync();
        }, { "data-card": String(item.card), "aria-label": item.name, title: item.name });
        row.append(tap);
        buttons.push([item.card, tap]);
      }
      if (groups.length === 1) return row;
      return el("fieldset", { class: "picker-box", "data-group": group.key || String(index) }, [el("legend", { text: group.name }), row]);
    });
    // The chosen cards in the order they are shown (by group, then as listed), whatever order they were tapped in.
    const order = new Map(buttons.map(([card], index) => [card, index]));
    const inOrder = (cards) => cards.slice().sort((a, b) => order.get(a) - order.get(b));
    // Or the cards photographed (companion/static/photo.js): those of this entry's deck that it offers.
    const photo = window.pnpkitPhoto.button("entry", (answer) => {
      const labels = {};
      const read = answer.cards.map((card) => {
        const alias = e.aliases && e.aliases[card.index];
        const value = card.deck !== e.deck ? card.name : alias !== undefined ? alias : card.index;
        labels[value] = card.name;
        return value;
      });
      const result = window.pnpkitPhoto.addTo(chosen(), read, e.count, (card) => card in items, (card) => labels[card]);
      D().entry = result.chosen;
      if (field) D().entry_typed = result.chosen.map((card) => items[card].label).join(" ");
      return result.lines;
    });
    const list = el("p", { "data-chosen": "yes", role: "status" });
    const submit = confirmButton(() => {
      const cards = chosen();
      const action = { do: e.do, [e.field]: e.field === "card" ? cards[0] : cards };
      if (e.seat) action.seat = e.seat;
      return action;
    }, false);
    function sync() {
      const now = chosen();
      for (const [card, tap] of buttons) {
        const on = now.includes(card);
        tap.classList.toggle("chosen", on);
        tap.setAttribute("aria-pressed", String(on));
      }
      // A few cards by name; a hand by the codes printed on them, as typed.
      const names = inOrder(now).map((card) => (e.count > 3 ? items[card].label : items[card].name)).join(", ") || T.nothing;
      list.textContent = fill(T.chosen_list, { count: now.length, total: e.count, cards: names });
      submit.disabled = now.length !== e.count;
    }
    sync();
    if (field && document.activeElement && document.activeElement.id === "quick-entry") {
      window.setTimeout(() => { field.focus(); field.setSelectionRange(field.value.length, field.value.length); }, 0);
    }
    return parts.concat([...boxes, photo, list, submit]);
  }

  // The terrain of the three wings, left to right: a kind for each (which card of a kind does not matter).
  function wingsEntry(e, c) {
    const parts = [el("p", { class: "headline", text: e.heading })];
    const used = {};
    const cards = [];
    Object.keys(c.wings).forEach((wing, index) => {
      const key = "terrain_" + index;
      const items = e.kinds.map((kind, k) => ({ value: k, text: kind.name, attrs: { "data-terrain": String(k), "data-wing": wing } }));
      parts.push(el("p", { text: fill(T.terrain_for, { wing: c.wings[wing] }) }), choice(items, key));
      const k = D()[key];
      if (k === undefined) return;
      used[k] = (used[k] || 0) + 1;
      cards.push(e.kinds[k].cards[used[k] - 1]);
    });
    const ready = cards.length === 3 && cards.every((card) => card !== undefined);
    if (cards.length === 3 && !ready) parts.push(el("p", { class: "error", role: "status", text: T.terrain_short }));
    parts.push(confirmButton(() => ({ do: e.do, cards }), ready));
    return parts;
  }

  function drawControls(c) {
    const e = c.entry;
    if (!e) return [];
    if (e.entered) return [el("p", { class: "notice", text: e.entered })].concat(appDraw(c));
    const parts = e.kinds ? wingsEntry(e, c) : cardEntry(e);
    return parts.concat(appDraw(c));
  }

  // "Let the app draw": the other way, apart from the entry, so that it is not tapped for its confirm.
  function appDraw(c) {
    if (!c.entry.app) return [];
    return [el("p", { class: "muted", text: T.or_app }), button(T.app_draws, () => send({ do: c.step }), { "data-do": "app-draw" })];
  }

  // ------------------------------------------------------------------ a turn's play as a draft

  function byCard(items) {
    const found = {};
    for (const item of items) found[item.card] = item;
    return found;
  }

  // Whether the draft may be sent: the engine's reason when it may not.
  function verdict(reason) {
    if (reason) return el("p", { class: "error", role: "status", "data-reason": "yes", text: reason });
    return el("p", { class: "notice", role: "status", "data-ready": "yes", text: T.draft_ready });
  }

  // Units tapped from `items`, each sent to a wing (tapped under it; at first the first wing with room left).
  function deployDraft(d, items, most, countReason, prefix) {
    const key = prefix + "units";
    const units = (D()[key] || []).filter((card) => items.some((item) => item.card === card));
    const parts = [el("p", { text: T.pick_units }), toggles(items, key, items.length)];
    const used = {};
    const wings = [];
    for (const card of units) {
      const wingKey = prefix + "wing_" + card;
      if (!(D()[wingKey] in d.room)) {
        const open = Object.keys(d.room).filter((wing) => d.room[wing] > (used[wing] || 0));
        D()[wingKey] = open[0] || Object.keys(d.room)[0];
      }
      const wing = D()[wingKey];
      used[wing] = (used[wing] || 0) + 1;
      wings.push(wing);
      const items = Object.keys(d.room).map((w) => ({ value: w, text: fill(T.wing_room, { wing: d.wings[w], count: d.room[w] }),
        attrs: { "data-to-wing": w, "data-unit": String(card) } }));
      parts.push(el("p", { text: fill(T.unit_to_wing, { unit: name(card) }) }), choice(items, wingKey));
    }
    let reason = units.length < 1 || units.length > most ? countReason : null;
    for (const [wing, count] of Object.entries(used)) if (!reason && count > d.room[wing]) reason = d.no_room[wing];
    return { parts, units, wings, reason };
  }

  // Reserve cards tapped to pay a doctrine: the running total against the cost, and what is wrong with it.
  function payDraft(d, doc) {
    const values = byCard(d.reserve);
    const pay = (D().pay || []).filter((card) => card in values);
    const total = pay.reduce((sum, card) => sum + values[card].value, 0);
    const least = Math.min(...pay.map((card) => values[card].value));
    // A unit's name carries its combat value ("Line infantry 4 (L7)").
    const parts = [el("p", { text: T.pick_payment }), toggles(d.reserve, "pay", d.reserve.length),
      el("p", { class: "headline", "data-total": String(total), text: fill(T.paid_total, { total, cost: doc.cost }) })];
    let reason = null;
    if (total < doc.cost) reason = doc.short[total];
    else if (total - least >= doc.cost) reason = doc.surplus;
    return { parts, pay, reason };
  }

  function doctrineDraft(d, seat) {
    const items = d.doctrines.map((doc) => ({ value: doc.doctrine, text: fill(T.doctrine_cost, { name: doc.name, cost: doc.cost }), attrs: { "data-doctrine": String(doc.doctrine) } }));
    const parts = [el("p", { text: T.pick_doctrine }), choice(items, "doctrine")];
    const doc = d.doctrines.find((item) => item.doctrine === D().doctrine);
    if (!doc) return { parts, action: null };
    const action = { do: "doctrine", seat, doctrine: doc.doctrine, pay: [] };
    const reasons = [];
    if (!doc.free) {
      const paid = payDraft(d, doc);
      parts.push(...paid.parts);
      action.pay = paid.pay;
      reasons.push(paid.reason);
    }
    if (doc.kind === "rally" || doc.kind === "shock") {
      const targets = doc.targets.map((item) => ({ value: item.card, text: item.name, attrs: { "data-target": String(item.card) } }));
      parts.push(el("p", { text: T.pick_target }), choice(targets, "target"));
      const chosen = doc.targets.some((item) => item.card === D().target);
      if (chosen) action.target = D().target;
      reasons.push(chosen ? null : doc.target_reason);
    } else if (doc.kind === "recover") {
      const taken = (D().taken || []).filter((card) => doc.pile.some((item) => item.card === card));
      parts.push(el("p", { text: T.pick_taken }), toggles(doc.pile, "taken", doc.pile.length));
      action.cards = taken;
      reasons.push(taken.length < 1 || taken.length > doc.most ? doc.count_reason : null);
    } else if (doc.kind === "deploy") {
      const deployed = deployDraft(d, d.reserve.filter((item) => !action.pay.includes(item.card)), doc.most, doc.count_reason, "doctrine_");
      parts.push(...deployed.parts);
      action.cards = deployed.units;
      action.wings = deployed.wings;
      reasons.push(deployed.reason);
    }
    return { parts, action, reason: reasons.find(Boolean) || null };
  }

  // Units tapped in the order they attack, each with the way it attacks (a target, or its ability).
  function attackDraft(d, seat) {
    const order = (D().attack || []).filter((card) => d.attack.units.some((unit) => unit.card === card));
    const row = el("div", { class: "row", role: "group" });
    for (const unit of d.attack.units) {
      const place = order.indexOf(unit.card);
      const label = place >= 0 ? fill(T.attack_place, { place: place + 1, unit: unit.name }) : unit.name;
      row.append(button(label, () => {
        D().attack = place >= 0 ? order.filter((card) => card !== unit.card) : order.concat([unit.card]);
        redraw();
      }, { class: place >= 0 ? "chosen" : "", "aria-pressed": String(place >= 0), "data-attacker": String(unit.card) }));
    }
    const parts = [el("p", { text: T.pick_attackers }), row];
    const action = { do: "attack", seat, units: [], targets: [], special: [] };
    const units = byCard(d.attack.units);
    order.forEach((card, index) => {
      const unit = units[card];
      const key = "way_" + card;
      if (!(D()[key] < unit.ways.length)) D()[key] = 0;
      const way = unit.ways[D()[key]];
      const ways = unit.ways.map((item, i) => ({ value: i, text: item.text, attrs: { "data-way": String(i), "data-unit": String(card) } }));
      parts.push(el("p", { text: fill(T.attack_number, { number: index + 1, unit: unit.name }) }), choice(ways, key));
      action.units.push(card);
      action.targets.push(way.target);
      if (way.special) action.special.push(card);
    });
    return { parts, action, reason: order.length < 2 ? d.attack.count_reason : null };
  }

  function drafted(parts, built) {
    parts.push(...built.parts);
    if (built.action) parts.push(verdict(built.reason), confirmButton(() => built.action, !built.reason));
    return parts;
  }

  function turn(c, seat) {
    const d = c.draft;
    const routs = c.options.length && c.options[0].action.do === "rout";
    const kinds = [];
    if (d.deploy) kinds.push({ value: "deploy", text: T.kind_deploy });
    if (d.doctrines.length) kinds.push({ value: "doctrine", text: T.kind_doctrine });
    if (d.attack) kinds.push({ value: "attack", text: T.kind_attack });
    if (routs) kinds.push({ value: "rout", text: T.kind_rout });
    if (!kinds.length) return options(c); // nothing is possible: only passing is offered
    const parts = [choice(kinds.map((kind) => Object.assign(kind, { attrs: { "data-kind": kind.value } })), "kind")];
    const kind = D().kind;
    if (kind === "deploy") {
      const deployed = deployDraft(d, d.reserve, d.deploy.most, d.deploy.count_reason, "");
      const action = { do: "deploy", seat, units: deployed.units, wings: deployed.wings };
      return drafted(parts, { parts: deployed.parts, action, reason: deployed.reason });
    }
    if (kind === "doctrine") return drafted(parts, doctrineDraft(d, seat));
    if (kind === "attack") return drafted(parts, attackDraft(d, seat));
    if (kind === "rout") return parts.concat(options(c));
    return parts;
  }

  // The face-down deployment: each unit listed once; a tap sends it to the wing chosen above (the next wing
  // with room once that one is full), a second tap takes it back.
  function placeDraft(c, seat) {
    const pick = c.pick;
    const wings = Object.keys(pick.capacity);
    const placed = D().placed || (D().placed = {});
    for (const card of Object.keys(placed)) if (!pick.cards.some((item) => String(item.card) === card)) delete placed[card];
    const count = (wing) => Object.values(placed).filter((w) => w === wing).length;
    const open = () => wings.find((wing) => count(wing) < pick.capacity[wing]);
    if (!wings.includes(D().place_wing) || (count(D().place_wing) >= pick.capacity[D().place_wing] && open())) D().place_wing = open() || wings[0];
    const tabs = wings.map((wing) => ({ value: wing, text: fill(T.wing_count, { wing: c.wings[wing], count: count(wing), total: pick.capacity[wing] }),
      attrs: { "data-wing": wing } }));
    const row = el("div", { class: "row two-columns", role: "group" });
    for (const item of pick.cards) {
      const wing = placed[item.card];
      const label = wing ? fill(T.unit_on, { unit: item.name, wing: c.wings[wing] }) : item.name;
      row.append(button(label, () => {
        if (wing === D().place_wing) delete placed[item.card];
        else if (count(D().place_wing) < pick.capacity[D().place_wing]) placed[item.card] = D().place_wing;
        else if (open()) placed[item.card] = open();
        redraw();
      }, { class: wing ? "chosen" : "", "aria-pressed": String(Boolean(wing)), "data-card": String(item.card) }));
    }
    const ready = wings.every((wing) => count(wing) === pick.capacity[wing]);
    const units = (wing) => pick.cards.map((item) => item.card).filter((card) => placed[card] === wing);
    const tabRow = choice(tabs, "place_wing");
    tabRow.classList.add("tabs");
    return [el("p", { text: T.pick_wing_units }), tabRow, row,
      confirmButton(() => ({ do: "place", seat, left: units("left"), centre: units("centre"), right: units("right") }), ready)];
  }

  const STEPS = {
    discard(c, seat) {
      const pick = c.pick;
      return [el("p", { text: T.pick_discard }), toggles(pick.cards, "cards", pick.count), counted("cards", pick.count),
        confirmButton(() => ({ do: "discard", seat, cards: D().cards }), (D().cards || []).length === pick.count)];
    },
    keep(c, seat) {
      const pick = c.pick;
      const items = pick.cards.map((item) => ({ card: item.card, name: item.name + " (" + item.cost + ")" }));
      return [el("p", { text: T.pick_doctrines }), toggles(items, "cards", pick.count), counted("cards", pick.count),
        confirmButton(() => ({ do: "keep_doctrines", seat, cards: D().cards }), (D().cards || []).length === pick.count)];
    },
    place(c, seat) {
      return placeDraft(c, seat);
    },
  };
  STEPS.turn = turn;
  STEPS.trigger = (c, seat) => drafted([], doctrineDraft(c.draft, seat)).concat(options(c));
  for (const step of ["swap", "first", "flank", "combat"]) STEPS[step] = (c) => [].concat(options(c));
  for (const step of DRAWS) STEPS[step] = (c) => drawControls(c);

  function wingLines(view, c) {
    const pairs = [];
    for (const wing of view.wings) {
      if (wing.terrain === undefined) continue;
      let head = wing.terrain_name;
      if (wing.held) head += " · " + fill(T.held_by, { seat: c.seats[wing.held] });
      const units = [];
      for (const [seat, list] of Object.entries(wing.units)) {
        for (const unit of list) {
          const stance = unit.shocked ? T.shocked : T.steady;
          units.push(c.seats[seat] + ": " + name(unit.card) + " (" + stance + ", " + fill(T.cohesion, { value: unit.cohesion }) + ")");
        }
      }
      pairs.push([wing.name, [head].concat(units).join(" · ")]);
    }
    return pairs;
  }

  function combatLines(view, c) {
    const combat = view.combat;
    if (!combat) return [];
    const pairs = [];
    for (const unit of [combat.attacker, combat.defender]) {
      const cards = unit.cards.map((card) => name(card)).join(", ") || T.nothing;
      let line = fill(T.combat_unit, { unit: name(unit.card), cards, total: unit.total, left: unit.cohesion_left });
      if (unit.shocked) line += " · " + T.shocked;
      if (unit.passed) line += " · " + T.passed;
      pairs.push([c.seats[unit.seat], line]);
    }
    if (combat.to_play) pairs.push([T.to_play, c.seats[combat.to_play]]);
    for (const row of view.odds || []) {
      pairs.push(["%", fill(T.odds, { unit: name(row.card), shock: Math.round(row.shock * 100) + "%", bust: Math.round(row.bust * 100) + "%" })]);
    }
    return pairs;
  }

  function status(answer) {
    const view = answer.view;
    const c = answer.controls;
    const pairs = combatLines(view, c).concat(wingLines(view, c));
    const mine = view.sides[answer.seat];
    // While deploying, the army is listed once, in the controls.
    if (mine && mine.reserve && !(view.step === "place" && c.acts)) pairs.push([view.step === "discard" ? T.dealt : T.reserve, mine.reserve.map(name).join(", ") || T.nothing]);
    for (const [seat, side] of Object.entries(view.sides)) {
      pairs.push([fill(T.rout_pile, { seat: c.seats[seat] }), side.rout_pile.map(name).join(", ") || T.nothing]);
    }
    pairs.push([T.battle_deck, String(view.deck_count)]);
    if (c.weather) pairs.push([T.weather, c.weather]);
    return [facts(pairs)];
  }

  function hand() {
    // The reserve is listed in the status with each card's name; the shared hand panel is for suited decks.
    const panel = document.getElementById("hand-panel");
    if (panel) panel.hidden = true;
    return { hand: [], unseen: 0 };
  }

  window.pnpkit.start({ steps: STEPS, status, hand });
})();
