// A Very Civil Whist on the phones: each step's controls and the status lines, on the shared core (companion.js).
"use strict";
(function () {
  const { T, SUIT_SYMBOLS, RED, fill, plural, el, cardFace, cardChip, button, picker, cardEntry, choice, confirmButton, suitItems, facts, send, sendAsking } = window.pnpkit;
  const D = window.pnpkit.draft;

  function assetItems(assets) {
    return [{ value: null, text: T.no_asset, attrs: { "data-asset": "" } }].concat(
      assets.map((asset) => ({ value: asset.id, text: asset.name, attrs: { "data-asset": asset.id, title: asset.text } }))
    );
  }

  const STEPS = {
    deal(c, side) {
      // Each side may enter the hand it was dealt on its own phone (the deal is made once both are in); or the
      // table says the cards were dealt without entering them, or lets the app deal.
      const entry = c.hand_entered ? [el("p", { class: "notice", text: T.hand_entered })]
        : c.picker ? cardEntry(c.picker, "cards", T.dealt_label, (cards) => ({ do: "dealt", side, cards })) : [];
      const lost = c.entries && c.entries.set_aside; // what another way of dealing would set aside
      return [
        ...entry,
        el("p", { class: "muted", text: T.or_deal }),
        button(T.dealt_by_hand, () => sendAsking(lost, { do: "deal", unseen: true }), { "data-do": "deal-unseen" }),
        button(T.deal_for_me, () => sendAsking(lost, { do: "deal" }), { "data-do": "deal-app" }),
      ];
    },
    event(c) {
      return [
        ...cardEntry(c.picker, "cards", T.event_label, (cards) => ({ do: "draw_event", card: cards[0] })),
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
        confirmButton(() => ({ do: "choose_trump", side, suit: D().suit }), Boolean(D().suit))];
    },
    reveal(c) {
      const parts = [...cardEntry(c.picker, "cards", T.reveal_label, (cards) => ({ do: "reveal", cards })),
        button(T.not_entered, () => send({ do: "reveal", unseen: true }), { "data-do": "reveal-unseen" })];
      if (c.can_draw) parts.push(button(T.draw_for_me, () => send({ do: "reveal" }), { "data-do": "draw" }));
      return parts;
    },
    lead(c, side) {
      const parts = cardEntry(c.picker, "cards", T.play_label, (cards) => ({ do: "lead", side, card: cards[0] }));
      if (c.unseen_cards) parts.push(button(T.played_not_entered, () => send({ do: "lead", side }), { "data-do": "lead-unseen" }));
      return parts;
    },
    follow(c, side) {
      const parts = [];
      if (c.lead_card) parts.push(el("p", {}, [document.createTextNode(T.lead_card + ": "), cardChip(c.lead_card)]));
      parts.push(picker(c.picker, "cards", T.play_label));
      if (!c.lead_unseen) {
        parts.push(confirmButton(() => ({ do: "follow", side, card: D().cards[0] }), (D().cards || []).length === 1));
      }
      if (c.unseen_cards || c.lead_unseen) {
        parts.push(el("p", { text: T.who_won }));
        const row = el("div", { class: "row" });
        for (const [winner, name] of Object.entries(c.sides)) {
          row.append(button(name, () => {
            const action = { do: "follow", side, winner };
            if ((D().cards || []).length === 1) action.card = D().cards[0];
            send(action);
          }, { "data-winner": winner }));
        }
        parts.push(row);
      }
      return parts;
    },
    pick(c, side) {
      if (!c.table_cards.length) return [button(T.took_unentered, () => send({ do: "pick", side }), { "data-do": "pick-unseen" })];
      return cardEntry(c.picker, "cards", T.pick_label, (cards) => ({ do: "pick", side, card: cards[0] }));
    },
    place(c, side) {
      const parts = [];
      const leaders = c.my_leaders;
      for (const track of c.tracks.filter((item) => item.leaders)) {
        const key = "leader_" + track.id;
        const select = el("select", { id: key, "data-track": track.id });
        select.append(el("option", { value: "", text: T.empty_box }));
        for (const leader of leaders) {
          select.append(el("option", { value: leader.id, text: leader.name + " (" + leader.rating + ")", selected: D()[key] === leader.id }));
        }
        select.addEventListener("change", () => { D()[key] = select.value; });
        parts.push(el("label", { for: key, text: fill(T.leader_for, { track: SUIT_SYMBOLS[track.suit] + " " + track.name }) }), select);
      }
      parts.push(button(T.place, () => {
        const chosen = {};
        for (const track of c.tracks.filter((item) => item.leaders)) {
          const value = D()["leader_" + track.id];
          if (value) chosen[track.id] = value;
        }
        send({ do: "place_leaders", side, leaders: chosen });
      }, { class: "primary", "data-do": "place" }));
      return parts;
    },
    turn(c, side) {
      const mode = D().mode || "attack";
      const tabs = choice([
        { value: "attack", text: T.attack, attrs: { "data-mode": "attack" } },
        { value: "support", text: T.support, attrs: { "data-mode": "support" } },
        { value: "asset", text: T.play_asset, attrs: { "data-mode": "asset" } },
      ], "mode");
      tabs.className = "tabs";
      if (!D().mode) tabs.firstChild.classList.add("chosen");
      const parts = [tabs];
      if (mode === "attack") {
        const tracks = c.tracks.map((track) => ({ value: track.id, text: SUIT_SYMBOLS[track.suit] + " " + track.name, attrs: { "data-track": track.id } }));
        // The cards the rules refuse for an attack on the track chosen are marked (a known hand's only).
        const refused = D().track && c.attack_refused ? c.attack_refused[D().track] : {};
        parts.push(el("label", { text: T.track }), choice(tracks, "track"), el("label", { text: T.card }),
          picker(Object.assign({}, c.picker, { refused }), "cards"));
        const usable = c.my_assets.filter((asset) => asset.attack);
        if (usable.length) parts.push(el("label", { text: T.asset }), choice(assetItems(usable), "asset"));
        parts.push(confirmButton(() => {
          const action = { do: "attack", side, track: D().track, card: D().cards[0] };
          if (D().asset) action.asset = D().asset;
          return action;
        }, Boolean(D().track) && (D().cards || []).length === 1));
      } else if (mode === "support") {
        parts.push(picker(Object.assign({}, c.picker, { refused: c.support_refused || {} }), "cards"),
          confirmButton(() => ({ do: "support", side, card: D().cards[0] }), (D().cards || []).length === 1));
      } else {
        const playable = c.my_assets.filter((asset) => asset.action);
        if (!playable.length) parts.push(el("p", { class: "muted", text: T.none }));
        else parts.push(choice(playable.map((asset) => ({ value: asset.id, text: asset.name, attrs: { "data-asset": asset.id, title: asset.text } })), "asset"));
        const chosen = playable.find((asset) => asset.id === D().asset);
        if (chosen && chosen.sets_trump) parts.push(el("label", { text: T.new_trump }), choice(suitItems(c.trump_suits), "suit"));
        parts.push(confirmButton(() => {
          const action = { do: "play_asset", side, asset: D().asset };
          if (chosen && chosen.sets_trump) action.suit = D().suit;
          return action;
        }, Boolean(chosen) && (!chosen.sets_trump || Boolean(D().suit))));
      }
      return parts;
    },
    defend(c, side) {
      const parts = [el("label", { text: T.card }), picker(c.picker, "cards")];
      const usable = c.my_assets.filter((asset) => asset.reaction);
      if (usable.length) parts.push(el("label", { text: T.asset }), choice(assetItems(usable), "asset"));
      parts.push(confirmButton(() => {
        const action = { do: "defend", side, card: D().cards[0] };
        if (D().asset) action.asset = D().asset;
        return action;
      }, (D().cards || []).length === 1));
      return parts;
    },
    casualty(c) {
      return [...cardEntry(c.picker, "cards", T.casualty_label, (cards) => ({ do: "casualty", cards })),
        button(T.draw_for_me, () => send({ do: "casualty" }), { "data-do": "draw" })];
    },
  };

  function status(answer) {
    const view = answer.view;
    const c = answer.controls;
    const pairs = [];
    pairs.push([T.trump, view.trump ? SUIT_SYMBOLS[view.trump] : T.none]);
    for (const [side, info] of Object.entries(view.sides)) {
      pairs.push([c.sides[side], plural("hand_count", info.hand_count, { side: c.sides[side] })]);
      const waiting = info.bonus_waiting.map((code) => cardFace(code).label).join(", ");
      if (waiting) pairs.push(["", fill(T.waiting_bonus, { cards: waiting })]);
    }
    if (c.event) pairs.push([T.event_drawn, c.event.title + (c.event.pending ? " (" + T.pending_event + ")" : "")]);
    if (c.attack) {
      const attack = fill(T.attacked_with, { side: c.sides[c.attack.side], track: c.attack.track_name, card: cardFace(c.attack.card).label });
      pairs.push([T.attack, attack + (c.attack.asset ? ", " + fill(T.committed, { asset: c.attack.asset }) : "")]);
    }
    if (c.casualty) pairs.push(["%", fill(T.casualty_odds, c.casualty)]);
    const nodes = [facts(pairs)];
    if (c.event) nodes.push(el("p", { class: "event-card", "data-event": c.event.card, text: c.event.text }));
    return nodes;
  }

  function hand(answer) {
    const mine = answer.view.sides[answer.seat];
    return { hand: mine.hand, unseen: mine.unseen_cards };
  }

  window.pnpkit.start({ steps: STEPS, status, hand });
})();
