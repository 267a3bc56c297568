// Trumps of Kings on the phones: each step's controls and the status lines, on the shared core (companion.js).
// The server sends the seat's legal actions already labelled ("choices"); one tied to a card shows in the
// card picker first, then what that card can do. Chance steps offer the app's draw.
"use strict";
(function () {
  const { T, fill, plural, el, cardFace, button, picker, facts, send } = window.pnpkit;
  const D = window.pnpkit.draft;
  const CHANCE = { cut: "cut", draw: "draw", discovery: "roll" };

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
      if (battle.result === null) pairs.push([T.battle, fill(T.battle_line, { province: battle.province_name, attacker: view.kingdoms[battle.attacker].name, size: battle.attacker_size, garrison: battle.garrison })]);
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

  window.pnpkit.start({ steps: STEPS, status, hand });
})();
