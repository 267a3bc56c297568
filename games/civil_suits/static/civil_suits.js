// Civil Suits on the phones: each step's controls and the status lines, on the shared core (companion.js).
"use strict";
(function () {
  const { T, SUIT_SYMBOLS, fill, plural, el, cardFace, button, picker, cardEntry, choice, confirmButton, suitItems, facts, send, sendAsking } = window.pnpkit;
  const D = window.pnpkit.draft;

  function chosen() {
    return D().cards || [];
  }

  function declineButton(seat, text) {
    return button(text, () => send({ do: "decline", seat }), { "data-do": "decline" });
  }

  // A card to play: the picker, a ban when the card is a Minion, and the confirm button.
  function playParts(c, seat) {
    const parts = [picker(c.picker, "cards", T.play_label)];
    const card = chosen()[0];
    const minion = card && card.startsWith("JK");
    if (minion) {
      const bans = [{ value: null, text: T.no_ban, attrs: { "data-ban": "" } }].concat(
        suitItems(c.suits).map((item) => Object.assign(item, { attrs: Object.assign(item.attrs, { "data-ban": item.value }) }))
      );
      parts.push(el("label", { text: T.ban }), choice(bans, "ban"));
    }
    parts.push(confirmButton(() => {
      const action = { do: "play", seat, card: chosen()[0] };
      if (minion && D().ban) action.ban = D().ban;
      return action;
    }, chosen().length === 1));
    return parts;
  }

  const STEPS = {
    deal(c, seat) {
      // Each player may enter the hand they were dealt on their own phone (the deal is made once all four are
      // in); or the table says the cards were dealt without entering them, or lets the app deal.
      const entry = c.hand_entered ? [el("p", { class: "notice", text: T.hand_entered })]
        : c.picker ? cardEntry(c.picker, "cards", T.dealt_label, (cards) => ({ do: "dealt", seat, cards })) : [];
      const lost = c.entries && c.entries.set_aside; // what another way of dealing would set aside
      return [
        ...entry,
        el("p", { class: "muted", text: T.or_deal }),
        button(T.dealt_by_hand, () => sendAsking(lost, { do: "deal", unseen: true }), { "data-do": "deal-unseen" }),
        button(T.deal_for_me, () => sendAsking(lost, { do: "deal" }), { "data-do": "deal-app" }),
      ];
    },
    suit(c, seat) {
      return [el("p", { text: T.choose_suit }), choice(suitItems(c.suits), "suit"),
        confirmButton(() => ({ do: "choose_suit", seat, suit: D().suit }), Boolean(D().suit))];
    },
    pass(c, seat) {
      const mine = c.my_pass;
      if (mine.unseen) return [button(T.passed_unseen, () => send({ do: "pass", seat }), { "data-do": "pass-unseen" })];
      return cardEntry(c.picker, "cards", plural("pass_to", mine.count, { seat: c.seats[mine.to] }), (cards) => ({ do: "pass", seat, cards }));
    },
    play(c, seat) {
      const parts = playParts(c, seat);
      if (c.can_decline_lead) parts.push(declineButton(seat, T.decline_lead));
      if (c.can_end_tricks) parts.push(button(T.end_tricks, () => send({ do: "end_tricks", seat }), { "data-do": "end-tricks" }));
      return parts;
    },
    replace(c, seat) {
      const parts = playParts(c, seat);
      if (c.can_keep) parts.push(button(T.keep, () => send({ do: "keep", seat }), { "data-do": "keep" }));
      return parts;
    },
    challenge(c, seat) {
      return [...cardEntry(c.picker, "cards", T.challenger_label, (cards) => ({ do: "challenge", seat, card: cards[0] })),
        declineButton(seat, T.no_challenger)];
    },
    intel(c, seat) {
      const row = el("div", { class: "row" });
      for (const target of c.opponents) {
        row.append(button(c.seats[target], () => send({ do: "peek", seat, target }), { "data-target": target }));
      }
      return [el("p", { text: T.peek_at }), row, declineButton(seat, T.decline_power)];
    },
    magic(c, seat) {
      const parts = [button(T.minus_one, () => send({ do: "magic", seat, minus_one: true }), { "data-do": "minus-one" })];
      if (c.can_set_aside) {
        parts.push(picker(c.picker, "cards", T.set_aside_label), button(T.set_aside, () => send({ do: "magic", seat, remove: chosen() }),
          { disabled: !chosen().length, "data-do": "set-aside" }));
      }
      parts.push(declineButton(seat, T.decline_power));
      return parts;
    },
    might(c, seat) {
      return [el("p", { text: T.name_trump }), choice(suitItems(c.suits), "suit"),
        confirmButton(() => ({ do: "trump", seat, suit: D().suit }), Boolean(D().suit)),
        declineButton(seat, T.decline_power)];
    },
    tally(c, seat) {
      const tally = c.tally;
      const answers = [];
      for (const claimant of tally.to_answer) {
        answers.push(el("p", { text: fill(T.confirm_look, { seat: c.seats[claimant] }) }), el("div", { class: "row" }, [
          button(T.look_yes, () => send({ do: "answer_peek", seat, claimant, agree: true }), { "data-answer": claimant, "data-agree": "yes" }),
          button(T.look_no, () => send({ do: "answer_peek", seat, claimant, agree: false }), { "data-answer": claimant, "data-agree": "no" }),
        ]));
      }
      if (tally.done) return answers;
      if (D().cards === undefined) D().cards = tally.known.slice();
      const counts = [0, 1, 2, 3, 4].map((n) => ({ value: n, text: String(n), attrs: { "data-magic": String(n) } }));
      const parts = [picker(c.picker, "cards", T.tally_cards), el("label", { text: T.magic_count }), choice(counts, "magic")];
      if (tally.needs_last && !tally.last_claimed) {
        parts.push(choice([{ value: true, text: T.took_last, attrs: { "data-do": "took-last" } }], "last"));
      }
      parts.push(confirmButton(() => ({ do: "tally", seat, cards: chosen(), magic: D().magic || 0, last: Boolean(D().last) }), true));
      if (tally.claims_left > 0) {
        const row = el("div", { class: "row" });
        for (const target of c.opponents) {
          row.append(button(c.seats[target], () => send({ do: "peek", seat, target }), { "data-target": target }));
        }
        parts.push(el("p", { class: "muted", text: T.claim_look }), row);
      }
      return answers.concat(parts);
    },
  };

  function cards(codes) {
    return codes.map((code) => cardFace(code).label).join(" ");
  }

  function status(answer) {
    const view = answer.view;
    const c = answer.controls;
    const pairs = [];
    if (c.my_suit) pairs.push([T.my_suit, SUIT_SYMBOLS[c.my_suit]]);
    for (const [seat, info] of Object.entries(view.seats)) {
      if (seat !== answer.seat && info.civil_suit) pairs.push([fill(T.seen_suit, { seat: c.seats[seat] }), SUIT_SYMBOLS[info.civil_suit]]);
    }
    if (c.trick.length) pairs.push([T.trick, c.trick.map((item) => c.seats[item.seat] + " " + cardFace(item.card).label).join(", ")]);
    if (c.bans.length) pairs.push([T.bans, c.bans.map((suit) => SUIT_SYMBOLS[suit]).join(" ")]);
    if (c.trump) pairs.push([T.trump, SUIT_SYMBOLS[c.trump]]);
    if (c.carry.length) pairs.push([T.set_aside_now, cards(c.carry)]);
    for (const [seat, info] of Object.entries(view.seats)) {
      pairs.push([c.seats[seat], plural("seat_line", info.hand_count, { total: info.total })]);
    }
    return [facts(pairs)];
  }

  function hand(answer) {
    const mine = answer.view.seats[answer.seat];
    return { hand: mine.hand, unseen: mine.unseen_cards };
  }

  window.pnpkit.start({ steps: STEPS, status, hand });
})();
