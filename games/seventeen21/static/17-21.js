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

  function drawControls(c, kind) {
    const parts = [button(T.app_draws, () => send({ do: kind }), { "data-do": "app-draw" })];
    if (c.draw_cards.length) {
      const select = el("select", { "aria-label": T.enter_drawn, "data-draw": "yes" });
      for (const item of c.draw_cards) select.append(el("option", { value: String(item.card), text: item.name }));
      parts.push(select, button(T.enter_drawn, () => send({ do: kind, card: Number(select.value) }), { "data-do": "enter-draw" }));
    }
    return parts;
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
      const pick = c.pick;
      const parts = [];
      let ready = true;
      for (const [wing, capacity] of Object.entries(pick.capacity)) {
        const others = Object.keys(pick.capacity).filter((w) => w !== wing).flatMap((w) => D()["wing_" + w] || []);
        parts.push(el("p", { text: fill(T.pick_wing, { wing: c.wings[wing] }) }),
          el("div", { "data-wing": wing }, [toggles(pick.cards, "wing_" + wing, capacity, others)]), counted("wing_" + wing, capacity));
        ready = ready && (D()["wing_" + wing] || []).length === capacity;
      }
      parts.push(confirmButton(() => ({ do: "place", seat, left: D().wing_left, centre: D().wing_centre, right: D().wing_right }), ready));
      return parts;
    },
  };
  STEPS.turn = turn;
  STEPS.trigger = (c, seat) => drafted([], doctrineDraft(c.draft, seat)).concat(options(c));
  for (const step of ["swap", "first", "flank", "combat"]) STEPS[step] = (c) => [].concat(options(c));
  for (const step of DRAWS) STEPS[step] = (c) => drawControls(c, step);

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
    if (mine && mine.reserve) pairs.push([view.step === "discard" ? T.dealt : T.reserve, mine.reserve.map(name).join(", ") || T.nothing]);
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
