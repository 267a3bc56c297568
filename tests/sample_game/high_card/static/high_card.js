// High Card on the phones: each step's controls and the status lines, on the shared core (companion.js).
"use strict";
(function () {
  const { T, plural, el, button, picker, confirmButton, facts, cardFace, send } = window.pnpkit;
  const D = window.pnpkit.draft;

  const STEPS = {
    deal() {
      return [button(T.deal_for_me, () => send({ do: "deal" }), { "data-do": "deal-app" })];
    },
    play(c, seat) {
      const chosen = D().cards || [];
      return [picker(c.picker, "cards"), confirmButton(() => ({ do: "play", seat, card: chosen[0] }), chosen.length === 1)];
    },
  };

  function status(answer) {
    const seats = answer.controls.seats;
    const pairs = answer.view.trick.map(([seat, card]) => [seats[seat], cardFace(card).label]);
    for (const [seat, info] of Object.entries(answer.view.seats)) pairs.push([seats[seat], plural("tricks_line", info.tricks)]);
    return [facts(pairs), el("p", { class: "muted", text: T.higher_wins })];
  }

  function hand(answer) {
    return { hand: answer.view.seats[answer.seat].hand, unseen: 0 };
  }

  window.pnpkit.start({ steps: STEPS, status, hand });
})();
