// Trumps of Kings on the phones: each step's controls and the status lines, on the shared core (companion.js).
// The server sends the seat's legal actions already labelled ("choices"); one tied to a card shows in the
// card picker first, then what that card can do, by kind and folded when long, or narrowed to one place
// tapped on the live board. The cut and every draw may be entered from the table (a kingdom's cards on its
// own phone) or made by the app; a card bought with gold likewise, while the kingdom's turn lasts; a battle's
// result is three picks and a confirmation. The commanders may be renamed at any time.
"use strict";
(function () {
  const { T, fill, plural, el, cardFace, button, picker, choice, facts, send } = window.pnpkit;
  const D = window.pnpkit.draft;
  const redraw = window.pnpkit.redraw;
  const CHANCE = { cut: "cut", draw: "draw", discovery: "roll" };
  // The commander being renamed and the name typed so far: kept across steps, since other phones' moves
  // redraw the controls while the player types.
  let naming = null;
  let nameInput = null;

  // A choice tied to cards (those listed, or any card of a suit where hands are unseen) is sent with the card tapped.
  function choiceButton(choice, index, card) {
    const action = choice.cards && card ? Object.assign({}, choice.action, { card }) : choice.action;
    return button(choice.label, () => send(action), { "data-choice": String(index), "data-do": choice.action.do });
  }

  function offers(item, card) {
    return item.any_of_suit ? item.suit === card.slice(-1) : item.cards.includes(card);
  }

  // Ace high: the picker's columns run from 2 to Ace, as the cards rank in a trump contest. One picker per entry,
  // titled with what it is for (`label`); the core wraps a suit of thirteen ranks into two rows of seven. Beside it,
  // the cards photographed (companion/static/photo.js), which count toward the same entry.
  const RANK_ORDER = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];

  function cardPicker(spec, key, label) {
    const ranks = RANK_ORDER.filter((rank) => spec.ranks.includes(rank));
    return el("div", { class: "card-picker", "data-picker": key }, [
      picker(Object.assign({}, spec, { ranks }), key, label),
      window.pnpkitPhoto.forPicker(spec, key),
    ]);
  }

  // ------------------------------------------------------------------ places on the live board

  const BOARD = document.getElementById("board");
  const LIT = { fill: "#2a5d9f", stroke: "#2a5d9f", "stroke-width": "0.6", "fill-opacity": "0.18", "pointer-events": "all" };
  const HIT = "hit-"; // the tap areas' ids: "hit-" and the map's own id of the place (components/live.py)

  // Light up and arm the tap areas of the places the phone may choose now; the one chosen is darker.
  function lightPlaces(places, chosen) {
    for (const area of BOARD.querySelectorAll("[data-live]")) {
      for (const name of Object.keys(LIT)) area.removeAttribute(name);
      area.removeAttribute("data-live");
      area.setAttribute("fill", "none");
    }
    for (const place of places) {
      const area = document.getElementById(HIT + place);
      if (!area) continue;
      for (const [name, value] of Object.entries(LIT)) area.setAttribute(name, value);
      if (place === chosen) area.setAttribute("fill-opacity", "0.45");
      area.setAttribute("data-live", place);
    }
  }

  // A tap on a lit place chooses it: the controls then offer what may be done there.
  BOARD.addEventListener("click", (event) => {
    const area = event.target.closest("[data-live]");
    if (!area) return;
    D().place = area.getAttribute("data-live");
    redraw();
    const here = document.getElementById("place-choices");
    if (here) here.scrollIntoView({ block: "nearest" });
  });

  // Zoom the board (tap areas are finger-sized only then) to the part around the first lit place, in view.
  function showOnMap(places) {
    window.pnpkit.showOnBoard(document.getElementById(HIT + places[0]));
  }

  // ------------------------------------------------------------------ choices

  // Long lists fold: each kind of action is one group, shut when it has more than a few entries.
  const OPEN_UP_TO = 3;

  function groups(items) {
    const byKind = new Map();
    for (const [item, index] of items) {
      if (!byKind.has(item.kind)) byKind.set(item.kind, []);
      byKind.get(item.kind).push([item, index]);
    }
    const parts = [];
    for (const [kind, entries] of byKind) {
      const list = el("div", { class: "choices" }, entries.map(([item, index]) => choiceButton(item, index, D().cards && D().cards[0])));
      if (entries.length <= OPEN_UP_TO) {
        parts.push(list);
        continue;
      }
      const title = fill(T["group_" + kind] || T.group_other, { count: entries.length });
      parts.push(el("details", { class: "group", "data-kind": kind }, [el("summary", { text: title }), list]));
    }
    return parts;
  }

  // Where a card (or no card) may act on the map; a place tapped narrows the list to what may be done there.
  function placeChoices(c, items) {
    const places = [...new Set(items.map(([item]) => item.place).filter(Boolean))];
    const chosen = places.includes(D().place) ? D().place : null;
    lightPlaces(places, chosen);
    if (!places.length) return { parts: [], items };
    if (chosen) {
      const here = items.filter(([item]) => item.place === chosen);
      const box = el("div", { id: "place-choices", class: "place-choices" }, [
        el("p", { text: fill(T.on_the_map, { place: c.places[chosen] }) }),
        el("div", { class: "choices" }, here.map(([item, index]) => choiceButton(item, index, D().cards && D().cards[0]))),
        button(T.every_place, () => { D().place = null; redraw(); }, { class: "small", "data-do": "every-place" }),
      ]);
      return { parts: [box], items: [] };
    }
    const hint = el("p", { class: "hint", text: T.tap_the_map });
    return { parts: [hint, button(T.show_on_map, () => showOnMap(places), { class: "small", "data-do": "show-on-map" })], items };
  }

  // A battle's result first; then the cards (those that can do something) and the chosen card's actions, by
  // kind; a place on the board may be tapped instead of found in the list. Actions without a card below.
  function choices(c) {
    const indexed = c.choices.map((item, index) => [item, index]);
    const parts = resultEntry(c, indexed.filter(([item]) => item.kind === "result"));
    const withCard = indexed.filter(([item]) => item.cards);
    const card = (D().cards || [])[0];
    let current = indexed.filter(([item]) => !item.cards && item.kind !== "result");
    if (withCard.length) {
      const codes = c.cards.filter((code) => withCard.some(([item]) => offers(item, code)));
      const ranks = RANK_ORDER.filter((rank) => codes.some((code) => code.slice(0, -1) === rank));
      if (c.battle) parts.push(el("p", { class: "hint", "data-note": "spade", text: fill(T.spade_purpose, c.battle) }));
      parts.push(cardPicker({ suits: ["C", "H", "S", "D"], ranks, cards: codes, count: 1 }, "cards", c.battle ? T.pick_spade : T.pick_card));
      if (card) {
        parts.push(el("p", { text: fill(T.with_card, { card: cardFace(card).label }) }));
        current = withCard.filter(([item]) => offers(item, card)).concat(current);
      }
    }
    const mapped = placeChoices(c, current);
    parts.push(...mapped.parts, ...groups(mapped.items));
    return parts;
  }

  // A battle's result in three labelled picks (who won, the victory, the defeat), then confirmed.
  function resultEntry(c, items) {
    if (!items.length) return [];
    const picks = [["winner", T.who_won], ["victory", T.how_great_victory], ["defeat", T.how_great_defeat]];
    const parts = [];
    for (const [field, question] of picks) {
      const values = [...new Set(items.map(([item]) => item.action[field]))];
      const labels = field === "winner" ? c.battle.sides : c.battle.grades;
      parts.push(el("p", { text: fill(question, c.battle) }),
        choice(values.map((value) => ({ value, text: labels[value], attrs: { ["data-" + field]: value } })), field));
    }
    const match = items.find(([item]) => picks.every(([field]) => item.action[field] === D()[field]));
    parts.push(button(match ? match[0].label : T.result_incomplete, () => send(match[0].action),
      { class: "primary", disabled: !match, "data-do": "enter-result" }));
    return parts;
  }

  // The cut made at the table: the kingdom that won it, picked from those in play, then confirmed.
  function cutEntry(c) {
    if (!c.cut.length) return [];
    const items = c.cut.map((seat) => ({ value: seat, text: c.kingdoms[seat], attrs: { "data-first": seat } }));
    const first = D().first;
    return [
      el("p", { text: T.who_won_cut }),
      choice(items, "first"),
      button(first ? fill(T.enter_cut, { kingdom: c.kingdoms[first] }) : T.enter_cut_none, () => send({ do: "cut", first }),
        { class: "primary", disabled: !first, "data-do": "enter-cut" }),
    ];
  }

  // The die rolled at the table for a Discovery: its face, picked, then confirmed.
  function rollEntry(c) {
    if (!c.die.length) return [];
    const value = D().face;
    return [
      el("p", { text: T.which_face }),
      choice(c.die.map((face) => ({ value: face, text: String(face), attrs: { "data-face": String(face) } })), "face"),
      button(value ? fill(T.enter_roll, { face: value }) : T.enter_roll_none, () => send({ do: "roll", value }),
        { class: "primary", disabled: !value, "data-do": "enter-roll" }),
    ];
  }

  function chanceStep(c, seat) {
    if (!c.chance) return [];
    const parts = [...cutEntry(c), ...rollEntry(c)];
    if (c.entry ? c.entry.entered : !c.unseen_table) parts.push(button(T.app_draws, () => send({ do: CHANCE[c.step] }), { "data-do": "chance" }));
    if (c.entry && c.entry.unseen) {
      parts.push(button(T.drawn_unseen, () => send({ do: "draw", seat, unseen: true }), { "data-do": "draw-unseen" }));
    }
    if (c.entry && c.entry.entered) {
      // The kingdom drawing may enter the cards it drew from the physical deck instead.
      const chosen = D().cards || [];
      parts.push(cardPicker(c.entry.picker, "cards", plural("enter_drawn", c.entry.count)),
        button(T.enter_drawn, () => send({ do: "draw", seat, cards: chosen }), { class: "primary", disabled: chosen.length !== c.entry.count, "data-do": "enter-draw" }));
    }
    return parts;
  }

  // A card bought with gold, on the kingdom's turn for an action, before or after its proposal (so also while
  // the others answer it): drawn by the app, or tapped in the picker from the physical deck and confirmed.
  function buying(c, seat) {
    const buy = c.buy;
    if (!buy) return [];
    const section = el("div", { class: "buying" }, [el("h2", { text: fill(T.buy_heading, { price: buy.price }) })]);
    if (buy.unseen) {
      section.append(button(T.buy_unseen, () => send(buy.unseen), { "data-do": "buy-unseen" }));
      return [section];
    }
    if (!D().buying) {
      section.append(
        button(T.buy_app, () => send({ do: "buy", seat }), { "data-do": "buy-app" }),
        button(fill(T.buy_entered, { price: buy.price }), () => { D().buying = true; redraw(); }, { "data-do": "buy-entered" }));
      return [section];
    }
    const card = (D().bought || [])[0];
    section.append(
      cardPicker(buy.picker, "bought", T.tap_bought),
      button(card ? fill(T.buy_this, { card: cardFace(card).label }) : fill(T.buy_entered, { price: buy.price }), () => send({ do: "buy", seat, card }),
        { class: "primary", disabled: !card, "data-do": "enter-buy" }),
      button(T.cancel, () => { D().buying = false; D().bought = []; redraw(); }));
    return [section];
  }

  function cleanName(text) {
    return text.normalize("NFC").trim();
  }

  // The owner's phone lists its commanders; one may be renamed whoever's turn it is.
  function commanders(c, seat) {
    if (!c.commanders || !c.commanders.length) return [];
    const hadFocus = nameInput !== null && document.activeElement === nameInput;
    const cursor = hadFocus ? nameInput.selectionStart : null;
    nameInput = null;
    const section = el("div", { class: "commanders" }, [el("h2", { text: T.commanders })]);
    for (const item of c.commanders) {
      if (naming && naming.army === item.army && naming.sent !== undefined && cleanName(naming.sent) === item.name) naming = null;
      const line = el("p", { class: "commander", "data-army": item.army }, [el("span", { text: fill(T.commander_line, item) })]);
      if (!naming || naming.army !== item.army) {
        line.append(button(T.rename, () => { naming = { army: item.army, text: item.name }; redraw(); },
          { class: "small", "data-rename": item.army }));
        section.append(line);
        continue;
      }
      const id = "name-" + item.army;
      const input = el("input", { type: "text", id, value: naming.text, maxlength: String(c.name_most), autocomplete: "off",
        enterkeyhint: "done", "data-name": item.army });
      // A name the commander has already is no change to save.
      const unchanged = (typed) => !cleanName(typed) || cleanName(typed) === item.name;
      input.addEventListener("input", () => {
        naming.text = input.value;
        save.disabled = unchanged(input.value);
      });
      input.addEventListener("keydown", (event) => { if (event.key === "Enter" && !save.disabled) save.click(); });
      const save = button(T.save_name, () => { naming.sent = input.value; send({ do: "name_commander", seat, army: item.army, name: input.value }); },
        { class: "primary", disabled: unchanged(naming.text), "data-do": "name-commander" });
      section.append(line, el("label", { for: id, text: fill(T.new_name, item) }), input,
        el("p", { class: "hint", text: fill(T.name_hint, { most: c.name_most }) }), save,
        button(T.cancel, () => { naming = null; redraw(); }));
      nameInput = input;
      // A redraw while typing (another phone moved) keeps the typing where it was.
      if (hadFocus) queueMicrotask(() => { input.focus(); input.setSelectionRange(cursor, cursor); });
    }
    return [section];
  }

  const STEPS = {
    cut: chanceStep,
    draw: chanceStep,
    discovery: chanceStep,
    nominate: choices,
    offer: choices,
    struggle: choices,
    voyage: choices,
    retreat: choices,
    battles: choices,
  };

  function status(answer) {
    const view = answer.view;
    const pairs = [];
    if (view.table.length) {
      pairs.push([T.on_the_table, view.table.map(([seat, code]) => view.kingdoms[seat].name + " " + cardFace(code).label).join(" → ")]);
    }
    for (const battle of view.battles) {
      if (battle.result !== null) continue;
      let line = fill(T.battle_line, { province: battle.province_name, attacker: view.kingdoms[battle.attacker].name, size: battle.attacker_size, garrison: battle.garrison });
      // Who commands the side of a province without a player is named once the battles are listed.
      if (battle.defended_by && battle.defended_by !== battle.holder) line += " · " + fill(T.non_player_command, { kingdom: view.kingdoms[battle.defended_by].name });
      pairs.push([T.battle, line]);
    }
    for (const seat of view.order) {
      const info = view.kingdoms[seat];
      pairs.push([info.name, plural("kingdom_line", info.hand_count, { limit: info.hand_limit, gold: info.gold })]);
    }
    return [facts(pairs)];
  }

  function hand(answer) {
    const mine = answer.view.kingdoms[answer.seat];
    return { hand: mine ? mine.hand : [], unseen: mine ? mine.unseen_cards : 0 };
  }

  // Whoever's turn it is: a purchase while the kingdom's own proposal is answered, and the commanders' names.
  function always(c, seat) {
    return [...buying(c, seat), ...commanders(c, seat)];
  }

  window.pnpkit.start({ steps: STEPS, always, status, hand });
})();
