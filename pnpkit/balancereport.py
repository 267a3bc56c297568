"""The balance report as one self-contained HTML page: every text through the catalogs, the plots inline as SVG.

Its tables carry their numbers as data attributes too (``data-wins``, ``data-games``, ``data-count``), so that
a test, or a designer's script, can read the figures back.
"""

from __future__ import annotations

import statistics
from html import escape

from engine.i18n import N_, Message, nmessage, render
from engine.plugins import installed_game
from pnpkit import balanceplots
from pnpkit.balance import (
    Batch,
    bot_strength,
    category_message,
    figure_counts,
    first_player_edge,
    game_figures_module,
    seat_rates,
    wilson,
)

STYLE = """
body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#2b2b2b;line-height:1.45}
h1{font-size:1.6rem;margin-bottom:.2rem}h2{font-size:1.15rem;margin-top:2rem;border-bottom:1px solid #ccc}
table{border-collapse:collapse;margin:.6rem 0}td,th{padding:.2rem .6rem;text-align:left;border-bottom:1px solid #eee}
td.n{text-align:right;font-variant-numeric:tabular-nums}.strength{background:#f6efe0;padding:.6rem .8rem}
figure{margin:.6rem 0}svg{max-width:100%;height:auto}.muted{color:#666;font-size:.9rem}
"""


def percent(rate: float) -> str:
    """Return a rate as a percentage with one decimal."""
    return f"{100 * rate:.1f} %"


class Page:
    """The report's HTML, built in order; every text rendered in the report's language."""

    def __init__(self, tr):
        self.tr = tr
        self.parts: list[str] = []

    def say(self, message) -> str:
        """Return a message (or a plain label) rendered and escaped."""
        return escape(render(message, self.tr) if isinstance(message, Message) else str(message))

    def add(self, html: str) -> None:
        """Append raw HTML (made here, escaped where it holds text)."""
        self.parts.append(html)

    def para(self, message, css: str = "", **data) -> None:
        """Append a paragraph, with data attributes for the numbers it states."""
        attributes = "".join(f' data-{name.replace("_", "-")}="{escape(str(value))}"' for name, value in data.items())
        klass = f' class="{css}"' if css else ""
        self.add(f"<p{klass}{attributes}>{self.say(message)}</p>")

    def heading(self, message) -> None:
        """Append a section heading."""
        self.add(f"<h2>{self.say(message)}</h2>")

    def plot(self, svg: str, message) -> None:
        """Append an inline SVG plot with its caption."""
        self.add(f'<figure role="img" aria-label="{self.say(message)}">{svg}</figure>')


def make_report(batch: Batch, game, records: list[dict], calibration: list[dict], tr, locale: str = "en") -> str:
    """Return the whole report of a batch as one HTML page."""
    referee = installed_game(batch.game).referee()

    def seat_name(seat: str | None) -> Message | str:
        return "—" if seat is None else referee.side_name(game, seat)

    page = Page(tr)
    title = Message(N_("Balance of %(game)s"), game=Message(game.rules.title, context=game.name))
    first, last = batch.seed, batch.seed + batch.games - 1
    options = ", ".join(f"{name}={'true' if value else 'false'}" for name, value in sorted(batch.options.items()))
    # Made before the plural message: Babel's extractor loses a plural whose call holds another marked call.
    options = options or render(Message(N_("the rules' defaults")), tr)
    page.add(f'<h1 id="title">{page.say(title)}</h1>')
    page.para(
        nmessage(
            "%(count)d game played by %(bot)s bots, seeds %(first)d to %(last)d; options: %(options)s.",
            "%(count)d games played by %(bot)s bots, seeds %(first)d to %(last)d; options: %(options)s.",
            batch.games,
            bot=batch.bot,
            first=first,
            last=last,
            options=options,
        ),
        css="muted",
        games=batch.games,
        bot=batch.bot,
    )
    _strength(page, batch, calibration, game)
    _rates(page, game, records, seat_name)
    _first_edge(page, records)
    _length(page, records)
    _figures(page, game, records, seat_name)
    page.para(
        Message(
            N_(
                "Made by pnpkit balance from the rules data as it stands: edit rules.yaml and run it again "
                "to see the effect."
            )
        ),
        css="muted",
    )
    body = "\n".join(page.parts)
    lang = escape(locale)
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{page.say(title)}</title><style>{STYLE}</style></head>\n<body>\n{body}\n</body></html>\n"
    )


def _strength(page: Page, batch: Batch, calibration: list[dict], game) -> None:
    """Say how strong the bots were, so that no one takes random play for balance."""
    page.heading(Message(N_("How strong the bots were")))
    if batch.bot == "random":
        page.para(
            Message(
                N_(
                    "The bots chose at random among the legal moves. These figures show how the rules play out "
                    "without any skill, not how they play between people who try to win."
                )
            ),
            css="strength",
        )
        return
    wins, games, fair = bot_strength(calibration)
    low, high = wilson(wins, games)
    page.para(
        Message(
            N_(
                "With the %(bot)s bot in one seat and random bots in the others, it won %(wins)d of %(games)d games "
                "(%(rate)s, 95 %% interval %(low)s to %(high)s), against a fair share of %(fair)s."
            ),
            bot=batch.bot,
            wins=wins,
            games=games,
            rate=percent(wins / games if games else 0.0),
            low=percent(low),
            high=percent(high),
            fair=percent(fair),
        ),
        css="strength",
        wins=wins,
        games=games,
    )
    # The greedy bot tries its actions on worlds dealt from its seat's view: only in a game that names no
    # worlds (a plug-in's) does it try them on the real state, and so read every hand.
    if batch.bot == "greedy" and getattr(game.new_initial_state(seed=batch.seed), "worlds", None) is None:
        page.para(
            Message(N_("The greedy bot reads every hand, its opponents' too: it is stronger than fair play allows.")),
            css="strength",
        )


def _rates(page: Page, game, records: list[dict], seat_name) -> None:
    page.heading(Message(N_("Wins by seat")))
    rates = [rate for rate in seat_rates(game.seats, records) if rate.games]
    head = (N_("Seat"), N_("Wins"), N_("Games"), N_("Rate"), N_("Interval (95 %)"))
    rows = []
    for rate in rates:
        low, high = rate.interval
        cells = (
            f"<td>{page.say(seat_name(rate.seat))}</td><td class=n>{rate.wins}</td><td class=n>{rate.games}</td>"
            f"<td class=n>{percent(rate.rate)}</td><td class=n>{percent(low)} – {percent(high)}</td>"
        )
        rows.append(f'<tr data-seat="{rate.seat}" data-wins="{rate.wins}" data-games="{rate.games}">{cells}</tr>')
    header = "".join(f"<th>{page.say(Message(text))}</th>" for text in head)
    page.add(f'<table id="win-rates"><tr>{header}</tr>{"".join(rows)}</table>')
    draws = sum(not record["winners"] for record in records)
    shared = sum(len(record["winners"]) > 1 for record in records)
    page.para(
        Message(N_("Games nobody won: %(draws)d. Games whose win was shared: %(shared)d."), draws=draws, shared=shared),
        draws=draws,
        shared=shared,
    )
    fair = statistics.fmean(1 / len(record["seats"]) for record in records)
    texts = {
        "x": render(Message(N_("share of games won")), page.tr),
        "fair": render(Message(N_("fair share")), page.tr),
    }
    labels = [render(seat_name(rate.seat), page.tr) for rate in rates]
    svg = balanceplots.rates_plot(labels, [rate.rate for rate in rates], [rate.interval for rate in rates], fair, texts)
    page.plot(svg, Message(N_("Wins by seat")))


def _first_edge(page: Page, records: list[dict]) -> None:
    page.heading(Message(N_("The first player's edge")))
    wins, games, fair = first_player_edge(records)
    low, high = wilson(wins, games)
    page.para(
        Message(
            N_(
                "The first seat to make a decision won %(wins)d of %(games)d games (%(rate)s, 95 %% interval "
                "%(low)s to %(high)s), against a fair share of %(fair)s."
            ),
            wins=wins,
            games=games,
            rate=percent(wins / games if games else 0.0),
            low=percent(low),
            high=percent(high),
            fair=percent(fair),
        ),
        wins=wins,
        games=games,
    )


def _length(page: Page, records: list[dict]) -> None:
    page.heading(Message(N_("The length of games")))
    decisions = [record["decisions"] for record in records]
    rounds = [record["rounds"] for record in records]
    page.para(
        Message(
            N_(
                "The players made %(mean)s decisions a game on average (median %(median)s, from %(low)d to "
                "%(high)d); a game lasted %(rounds)s rounds or turns on average."
            ),
            mean=f"{statistics.fmean(decisions):.1f}",
            median=f"{statistics.median(decisions):g}",
            low=min(decisions),
            high=max(decisions),
            rounds=f"{statistics.fmean(rounds):.1f}",
        ),
        total_decisions=sum(decisions),
    )
    texts = {"x": render(Message(N_("decisions in a game")), page.tr), "y": render(Message(N_("games")), page.tr)}
    page.plot(balanceplots.histogram_plot(decisions, texts), Message(N_("The length of games")))


def _figures(page: Page, game, records: list[dict], seat_name) -> None:
    module = game_figures_module(game)
    if module is None:
        return
    counts = figure_counts(records)
    for number, (name, title) in enumerate(module.FIGURES.items()):
        page.heading(title)
        if number == 0:
            _rates_of(page, module, records)
        counter = counts.get(name)
        if not counter:
            page.para(Message(N_("Nothing to count in these games.")))
            continue
        categories = sorted({category for category, _ in counter}, key=_order)
        series = sorted({seat for _, seat in counter}, key=lambda seat: (seat is None, seat or ""))
        rows = []
        for category, seat in sorted(counter, key=lambda pair: (_order(pair[0]), pair[1] is None, pair[1] or "")):
            label, count = page.say(category_message(category)), counter[category, seat]
            rows.append(
                f'<tr data-category="{escape(category)}" data-series="{seat or ""}" data-count="{count}">'
                f"<td>{label}</td><td>{page.say(seat_name(seat))}</td><td class=n>{count}</td></tr>"
            )
        header = "".join(f"<th>{page.say(Message(text))}</th>" for text in (N_("Case"), N_("Seat"), N_("Games")))
        page.add(f'<table data-figure="{name}"><tr>{header}</tr>{"".join(rows)}</table>')
        grid = [[counter.get((category, seat), 0) for category in categories] for seat in series]
        labels = [render(category_message(category), page.tr) for category in categories]
        names = [render(seat_name(seat), page.tr) for seat in series]
        texts = {"y": render(Message(N_("games")), page.tr)}
        page.plot(balanceplots.grouped_plot(labels, names, grid, texts), title)


def _order(category: str):
    """Sort numbered categories by their number ("10–19" after "2–9"), the others by their text."""
    text = category_message(category)
    head = str(text).split("–")[0].rstrip("+") if isinstance(text, str) else ""
    return (0, int(head), "") if head.isdigit() else (1, 0, category)


def _rates_of(page: Page, module, records: list[dict]) -> None:
    """State the rates a game's balance module names (``rates(records)``, optional) with their intervals."""
    for label, wins, games in getattr(module, "rates", lambda records: [])(records):
        low, high = wilson(wins, games)
        page.para(
            Message(
                N_("%(what)s: %(wins)d of %(games)d (%(rate)s, 95 %% interval %(low)s to %(high)s)."),
                what=label,
                wins=wins,
                games=games,
                rate=percent(wins / games if games else 0.0),
                low=percent(low),
                high=percent(high),
            ),
            css="rate",
            wins=wins,
            games=games,
        )
