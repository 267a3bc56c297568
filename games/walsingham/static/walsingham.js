// Walsingham on the phones: each step's controls and the status lines (the public ledger, this phone's own
// Loyalty and Secret cards, what its Peeks showed, the final scoring), on the shared core (companion.js).
"use strict";
(function () {
  const { T, CARD_NAMES, fill, plural, el, button, choice, confirmButton, facts, send } = window.pnpkit;
  const D = window.pnpkit.draft;

  function chance(text, action, name) {
    return () => [button(text, () => send(action), { "data-do": name, class: "primary" })];
  }

  function row(items, make) {
    const box = el("div", { class: "row" });
    for (const item of items) box.append(make(item));
    return box;
  }

  function rewardText(item) {
    const parts = [CARD_NAMES[item.reward]];
    if (item.vp) parts.push(fill(T.vp, { count: item.vp }));
    if (item.intrigue) parts.push(fill(T.intrigue, { count: item.intrigue }));
    if (item.effect && item.vp + item.intrigue === 0) parts.push(item.effect);
    if (item.tile) parts.push(item.tile);
    return parts.join(" · ");
  }

  const STEPS = {
    deal: chance(T.deal_loyalty, { do: "deal_loyalty" }, "deal"),
    reveal(c) {
      // The app may draw, or the players enter what they drew at the table: the Rewards in the order they lie
      // (the first ones get the tiles), then the tiles (a kind may be tapped again for a second tile alike).
      const entry = c.entry;
      const rewards = D().rewards || [];
      const tiles = D().tiles || [];
      const parts = chance(T.reveal, { do: "reveal" }, "reveal")();
      parts.push(el("p", { text: fill(T.enter_rewards, { count: entry.count }) }), row(entry.rewards, (reward) => {
        const index = rewards.indexOf(reward);
        return button(CARD_NAMES[reward] + (index >= 0 ? " · " + (index + 1) : ""), () => {
          D().rewards = index >= 0 ? rewards.filter((item) => item !== reward) : rewards.concat([reward]).slice(0, entry.count);
          window.pnpkit.redraw();
        }, { class: index >= 0 ? "chosen" : "", "data-entry-reward": reward, "aria-pressed": String(index >= 0) });
      }));
      parts.push(el("p", { text: fill(T.enter_tiles, { count: entry.tile_count }) }), row(entry.tiles, (item) =>
        button(item.text, () => {
          const next = item.tiles.find((tile) => !tiles.includes(tile)); // tiles of a kind are alike
          if (next) D().tiles = tiles.concat([next]).slice(-entry.tile_count);
          window.pnpkit.redraw();
        }, { "data-entry-tile": item.kind })));
      if (tiles.length) parts.push(el("p", { class: "muted", text: tiles.map((tile) => CARD_NAMES[tile]).join(", ") }));
      parts.push(confirmButton(() => ({ do: "reveal", rewards, tiles }),
        rewards.length === entry.count && tiles.length === entry.tile_count));
      return parts;
    },
    draw_secrets: chance(T.draw_secrets, { do: "draw_secrets" }, "draw-secrets"),
    shuffle: chance(T.shuffle, { do: "shuffle" }, "shuffle"),
    bid(c, seat) {
      const items = c.amounts.map((amount) => ({ value: amount, text: fill(T.dollars, { amount }), attrs: { "data-amount": String(amount) } }));
      return [el("p", { text: T.your_bid }), choice(items, "amount"),
        confirmButton(() => ({ do: "bid", seat, amount: D().amount }), D().amount !== undefined)];
    },
    claim(c, seat) {
      return [el("p", { text: T.claim }), row(c.table, (item) =>
        button(rewardText(item), () => send({ do: "claim", seat, reward: item.reward }), { "data-reward": item.reward }))];
    },
    keep_secret(c, seat) {
      return [el("p", { text: T.keep_secret }), row(c.drawn, (secret) =>
        button(CARD_NAMES[secret], () => send({ do: "keep_secret", seat, secret }), { "data-secret": secret }))];
    },
    peek(c, seat) {
      return [el("p", { text: T.peek_at }), row(c.targets, (target) =>
        button(c.seats[target], () => send({ do: "peek", seat, target }), { "data-target": target }))];
    },
    look(c, seat) {
      const slots = Array.from({ length: c.face_down }, (_, slot) => slot);
      return [row(slots, (slot) =>
        button(fill(T.face_down, { number: slot + 1 }), () => send({ do: "look", seat, slot }), { "data-slot": String(slot) }))];
    },
    discard(c, seat) {
      return [el("p", { text: T.discard }), row(c.discards, (card) =>
        button(CARD_NAMES[card], () => send({ do: "discard_loyalty", seat, card }), { "data-card": card }))];
    },
    accuse(c, seat) {
      return [el("p", { text: T.accuse }), row(c.accuse, (target) =>
        button(target === "nobody" ? T.no_spy : c.seats[target], () => send({ do: "accuse", seat, target }), { "data-target": target }))];
    },
  };

  function status(answer) {
    const view = answer.view;
    const c = answer.controls;
    const pairs = [];
    for (const item of view.seen || []) {
      pairs.push([T.seen, fill(T.seen_line, { target: c.seats[item.target], card: CARD_NAMES[item.card], turn: item.turn })]);
    }
    if (view.table.length) pairs.push([T.table, c.table.map(rewardText).join("; ")]);
    for (const seat of view.seats) {
      const info = view.players[seat];
      let line = fill(T.ledger_line, {
        cash: info.cash,
        bid: info.bid === null ? "–" : fill(T.dollars, { amount: info.bid }),
        rewards: plural("reward_count", info.rewards.length),
        secrets: plural("secret_count", info.secret_count),
      });
      if (info.tiles.length) line += " · " + fill(T.tiles, { tiles: info.tiles.map((tile) => CARD_NAMES[tile]).join(", ") });
      if (info.accused) line += " · " + fill(T.accused, { target: info.accused === "nobody" ? T.nobody : c.seats[info.accused] });
      pairs.push([c.seats[seat], line]);
    }
    for (const peek of view.peeks) {
      pairs.push([T.peeked, fill(T.peeked_line, { seat: c.seats[peek.seat], target: c.seats[peek.target], turn: peek.turn })]);
    }
    const parts = [facts(pairs)];
    if (view.scoring) parts.push(scoring(view, c));
    return parts;
  }

  // The final reveal, line by line: every player's Loyalty and Secret cards and each line of their score.
  function scoring(view, c) {
    const pairs = [[T.the_spy, view.scoring.spy ? c.seats[view.scoring.spy] : T.nobody]];
    for (const [seat, row] of Object.entries(view.scoring.rows)) {
      const player = view.players[seat];
      const cards = (player.loyalty || []).concat(player.secrets || []).map((card) => CARD_NAMES[card]).join(", ");
      pairs.push([c.seats[seat], cards]);
      for (const item of row.items) pairs.push(["", fill(T.score_line, { item: item.text, vp: item.vp, intrigue: item.intrigue })]);
      pairs.push(["", fill(T.total_line, { vp: row.vp, intrigue: row.intrigue })]);
    }
    return facts(pairs);
  }

  // This phone's hand: its own Loyalty cards and Secret cards, by name (never another phone's).
  function handChips(answer) {
    const mine = answer.view.players[answer.seat];
    if (!mine) return [];
    const chips = [];
    for (const card of mine.loyalty || []) chips.push(el("span", { class: "card loyalty", "data-loyalty": card, text: CARD_NAMES[card] }));
    for (const card of mine.secrets || []) chips.push(el("span", { class: "card secret", "data-secret": card, text: CARD_NAMES[card] }));
    if (!chips.length) chips.push(el("span", { class: "muted", text: T.no_loyalty }));
    return chips;
  }

  window.pnpkit.start({ steps: STEPS, status, hand: () => ({ hand: [], unseen: 0 }), handChips });
})();
