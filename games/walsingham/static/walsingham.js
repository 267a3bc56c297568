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

  function worth(item) {
    const parts = [];
    if (item.vp) parts.push(fill(T.vp, { count: item.vp }));
    if (item.intrigue) parts.push(fill(T.intrigue, { count: item.intrigue }));
    return parts.join(", ");
  }

  // A labelled picker of printed cards by kind (copies of a kind are alike): each tap adds one card of the kind,
  // up to the kind's `most` and `count` in all; the cards picked are listed, "Start again" clears them, and
  // nothing is sent before the confirm button.
  function kindPicker(label, items, count, key, attr, printed) {
    const picked = D()[key] || [];
    const group = el("div", { class: "kind-picker", role: "group", "aria-label": label });
    group.append(el("p", { class: "picker-label", text: label }));
    group.append(row(items, (item) => {
      const taken = picked.filter((kind) => kind === item.kind).length;
      const text = [item.text, worth(item)].filter(Boolean).join(" · ") + (taken ? " ×" + taken : "");
      return button(text, () => {
        D()[key] = picked.concat([item.kind]);
        window.pnpkit.redraw();
      }, { class: taken ? "chosen" : "", disabled: taken >= item.most || picked.length >= count, [attr]: item.kind });
    }));
    const names = picked.map((kind) => CARD_NAMES[kind]).join(", ");
    group.append(el("p", { class: "muted", "data-picked": key, text: fill(T.picked, { count: picked.length, total: count, cards: names || "–" }) }));
    if (picked.length) group.append(button(T.start_again, () => { D()[key] = []; window.pnpkit.redraw(); }, { class: "small", "data-clear": key }));
    if (printed) group.append(photoButton(key, printed, (kinds) => addKinds(items, count, key, kinds)));
    return group;
  }

  // Or the cards photographed (companion/static/photo.js), each printed card standing for its kind in the entry.
  function photoButton(key, printed, add) {
    return window.pnpkitPhoto.button(key, (answer) => {
      const kinds = answer.cards.map((card) => printed[card.name] || card.name);
      const refused = add(kinds);
      const lines = [];
      const taken = kinds.length - refused.length;
      if (taken) lines.push(fill(T.photo_read, { cards: kinds.filter((kind) => !refused.includes(kind)).map((kind) => CARD_NAMES[kind] || kind).join(", ") }));
      if (refused.length) lines.push(fill(T.not_offered, { codes: refused.map((kind) => CARD_NAMES[kind] || kind).join(", ") }));
      return lines;
    });
  }

  // Add kinds read to a kind picker's draft, each up to its `most` and `count` in all; return those it cannot take.
  function addKinds(items, count, key, kinds) {
    const picked = (D()[key] || []).slice();
    const refused = [];
    for (const kind of kinds) {
      const item = items.find((each) => each.kind === kind);
      if (!item || picked.filter((each) => each === kind).length >= item.most || picked.length >= count) refused.push(kind);
      else picked.push(kind);
    }
    D()[key] = picked;
    return refused;
  }

  const STEPS = {
    deal() {
      return [
        button(T.deal_loyalty, () => send({ do: "deal_loyalty" }), { "data-do": "deal", class: "primary" }),
        el("p", { text: T.or_at_table }),
        button(T.deal_at_table, () => send({ do: "deal_loyalty", unseen: true }), { "data-do": "deal-at-table", class: "primary" }),
      ];
    },
    enter_loyalty(c, seat) {
      const entry = c.loyalty_entry;
      const picked = D().loyalty || [];
      return [el("p", { class: "notice", text: T.enter_loyalty_how }),
        kindPicker(T.enter_loyalty, entry.cards.map((item) => ({ kind: item.card, text: item.text, most: item.most })), entry.count, "loyalty", "data-entry-loyalty", entry.printed),
        // Sent, the picks are cleared: if the entries do not add up, everyone enters afresh, looking again.
        confirmButton(() => { D().loyalty = []; return { do: "enter_loyalty", seat, cards: picked }; }, picked.length === entry.count)];
    },
    draw_secrets(c, seat, answer) {
      // One Secret deck: after a first draw, the game's draws are all the app's or all from the printed deck.
      const way = answer.view.secret_draws;
      const app = button(T.draw_secrets, () => send({ do: "draw_secrets" }), { "data-do": "draw-secrets", class: "primary" });
      const table = button(T.draw_secrets_at_table, () => send({ do: "draw_secrets", unseen: true }), { "data-do": "draw-secrets-at-table", class: "primary" });
      if (way === "app") return [app];
      if (way === "table") return [table];
      return [app, el("p", { text: T.or_at_table }), table];
    },
    enter_secrets(c, seat) {
      const entry = c.secret_entry;
      const picked = D().secrets || [];
      return [el("p", { class: "notice", text: T.enter_secrets_how }),
        kindPicker(plural("enter_secrets", entry.count), entry.kinds, entry.count, "secrets", "data-entry-secret", entry.printed),
        confirmButton(() => ({ do: "enter_secrets", seat, cards: picked }), picked.length === entry.count)];
    },
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
      // The Rewards photographed, in the order they lie (the photo's reading order), as if tapped so.
      parts.push(photoButton("rewards", entry.printed, (read) => {
        const refused = [];
        const next = (D().rewards || []).slice(); // as it is when the answer comes, taps meanwhile included
        for (const reward of read) {
          if (!entry.rewards.includes(reward) || next.includes(reward) || next.length >= entry.count) refused.push(reward);
          else next.push(reward);
        }
        D().rewards = next;
        return refused;
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
    shuffle() {
      return [
        button(T.shuffle, () => send({ do: "shuffle" }), { "data-do": "shuffle", class: "primary" }),
        el("p", { text: T.or_at_table }),
        button(T.shuffle_at_table, () => send({ do: "shuffle", unseen: true }), { "data-do": "shuffle-at-table", class: "primary" }),
      ];
    },
    bid(c, seat) {
      const items = c.amounts.map((amount) => ({ value: amount, text: fill(T.pounds, { amount }), attrs: { "data-amount": String(amount) } }));
      return [el("p", { text: T.your_bid }), choice(items, "amount"),
        confirmButton(() => ({ do: "bid", seat, amount: D().amount }), D().amount !== undefined)];
    },
    claim(c, seat) {
      return [el("p", { text: T.claim }), row(c.table, (item) =>
        button(rewardText(item), () => send({ do: "claim", seat, reward: item.reward }), { "data-reward": item.reward }))];
    },
    keep_secret(c, seat) {
      // Copies of a kind are the same card: one choice, saying how many of it were drawn.
      const items = c.drawn.map((item) => ({
        value: item.secret,
        text: [CARD_NAMES[item.kind], worth(item)].filter(Boolean).join(" · ") + (item.copies > 1 ? " · " + plural("copies", item.copies) : ""),
        attrs: { "data-secret": item.kind },
      }));
      return [el("p", { text: T.keep_secret }), choice(items, "secret"),
        confirmButton(() => ({ do: "keep_secret", seat, secret: D().secret }), D().secret !== undefined)];
    },
    peek(c, seat) {
      return [el("p", { text: T.peek_at }), row(c.targets, (target) =>
        button(c.seats[target], () => send({ do: "peek", seat, target }), { "data-target": target }))];
    },
    look(c, seat) {
      if (c.seen_entry.length) {
        // Shuffled at the table: the peeker looks at a printed card and notes it here, for their eyes only.
        const items = c.seen_entry.map((item) => ({ value: item.card, text: item.text, attrs: { "data-seen": item.card } }));
        return [el("p", { class: "notice", text: T.look_at_table }), el("p", { class: "picker-label", text: T.seen_card }),
          choice(items, "seen"), confirmButton(() => ({ do: "look", seat, slot: 0, card: D().seen }), D().seen !== undefined)];
      }
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
        bid: info.bid === null ? "–" : fill(T.pounds, { amount: info.bid }),
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
    // Loyalty cards entered while the others still enter theirs: this phone's own entry, marked as such.
    for (const card of answer.view.entered || []) chips.push(el("span", { class: "card loyalty entered", "data-entered": card, text: CARD_NAMES[card] }));
    if ((answer.view.entered || []).length) chips.push(el("span", { class: "muted", text: T.entered_waiting }));
    if (!chips.length) chips.push(el("span", { class: "muted", text: T.no_loyalty }));
    return chips;
  }

  window.pnpkit.start({ steps: STEPS, status, hand: () => ({ hand: [], unseen: 0 }), handChips });
})();
