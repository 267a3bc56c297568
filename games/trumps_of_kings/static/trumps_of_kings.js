// Trumps of Kings on the phones: each step's controls and the status lines, on the shared core (companion.js).
// The server sends the seat's legal actions already labelled ("choices"); one tied to a card shows in the
// card picker first, then what that card can do. Chance steps offer the app's draw. A card bought with gold
// may be entered from the physical deck with the same picker, and the commanders may be renamed at any time.
"use strict";
(function () {
  const { T, fill, plural, el, cardFace, button, picker, facts, send } = window.pnpkit;
  const D = window.pnpkit.draft;
  const redraw = window.pnpkit.redraw;
  const CHANCE = { cut: "cut", draw: "draw", discovery: "roll" };
  // The commander being renamed and the name typed so far: kept across steps, since other phones' moves
  // redraw the controls while the player types.
  let naming = null;
  let nameInput = null;

  // A choice listed once for every card of a suit (unseen cards) is sent with the card tapped.
  function choiceButton(choice, index, card) {
    const action = choice.any_of_suit ? Object.assign({}, choice.action, { card }) : choice.action;
    return button(choice.label, () => send(action), { "data-choice": String(index), "data-do": choice.action.do });
  }

  function offers(item, card) {
    return item.any_of_suit ? item.suit === card.slice(-1) : item.card === card;
  }

  // Cards first (those that can do something), then the chosen card's actions; actions without a card below.
  function choices(c) {
    const parts = [];
    const withCard = c.choices.filter((item) => item.card);
    if (withCard.length) {
      const codes = c.cards.filter((code) => withCard.some((item) => offers(item, code)));
      const ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"].filter((rank) => codes.some((code) => code.slice(0, -1) === rank));
      parts.push(el("p", { text: T.pick_card }), picker({ suits: ["C", "H", "S", "D"], ranks, cards: codes, count: 1 }, "cards"));
      const card = (D().cards || [])[0];
      if (card) {
        const list = el("div", { class: "choices" });
        c.choices.forEach((item, index) => { if (item.card && offers(item, card)) list.append(choiceButton(item, index, card)); });
        parts.push(el("p", { text: fill(T.with_card, { card: cardFace(card).label }) }), list);
      }
    }
    const plain = el("div", { class: "row" });
    c.choices.forEach((item, index) => { if (!item.card) plain.append(choiceButton(item, index)); });
    if (plain.childNodes.length) parts.push(plain);
    return parts;
  }

  function chanceStep(c, seat) {
    if (!c.chance) return [];
    const parts = [];
    if (c.entry ? c.entry.entered : !c.unseen_table) parts.push(button(T.app_draws, () => send({ do: CHANCE[c.step] }), { "data-do": "chance" }));
    if (c.entry && c.entry.unseen) {
      parts.push(button(T.drawn_unseen, () => send({ do: "draw", seat, unseen: true }), { "data-do": "draw-unseen" }));
    }
    if (c.entry && c.entry.entered) {
      // The kingdom drawing may enter the cards it drew from the physical deck instead.
      const chosen = D().cards || [];
      parts.push(el("p", { text: plural("enter_drawn", c.entry.count) }), picker(c.entry.picker, "cards"),
        button(T.enter_drawn, () => send({ do: "draw", seat, cards: chosen }), { disabled: chosen.length !== c.entry.count, "data-do": "enter-draw" }));
    }
    return parts;
  }

  // With entered hands, a card bought may come from the physical deck: tap it, then buy it.
  function buyEntry(c, seat) {
    if (!c.buy_entry) return [];
    const label = fill(T.buy_entered, { price: c.buy_entry.price });
    if (!D().buying) return [button(label, () => { D().buying = true; redraw(); }, { "data-do": "buy-entered" })];
    const card = (D().bought || [])[0];
    return [
      el("p", { text: T.tap_bought }),
      picker(c.buy_entry.picker, "bought"),
      button(card ? fill(T.buy_this, { card: cardFace(card).label }) : label, () => send({ do: "buy", seat, card }),
        { class: "primary", disabled: !card, "data-do": "enter-buy" }),
      button(T.cancel, () => { D().buying = false; D().bought = []; redraw(); }),
    ];
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
      input.addEventListener("input", () => {
        naming.text = input.value;
        save.disabled = !cleanName(input.value);
      });
      input.addEventListener("keydown", (event) => { if (event.key === "Enter" && !save.disabled) save.click(); });
      const save = button(T.save_name, () => { naming.sent = input.value; send({ do: "name_commander", seat, army: item.army, name: input.value }); },
        { class: "primary", disabled: !cleanName(naming.text), "data-do": "name-commander" });
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
    nominate: (c, seat) => [...choices(c), ...buyEntry(c, seat)],
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

  window.pnpkit.start({ steps: STEPS, always: commanders, status, hand });
})();
