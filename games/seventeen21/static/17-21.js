// 17(21) on the phones: each step's controls and each wing's status, on the shared core (companion.js).
// Unit cards are numbers; their names come from the page's card names.
"use strict";
(function () {
  const { T, CARD_NAMES, fill, el, button, confirmButton, facts, send } = window.pnpkit;
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
  for (const step of ["swap", "first", "flank", "turn", "combat", "trigger"]) STEPS[step] = (c) => [].concat(options(c));
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
