"""The host page's view of its table: the links and codes at this machine's address now, and each seat's status.

The host page shows it when it opens and asks again every few seconds (``GET /api/t/<host token>/host``,
host only): so a laptop that slept and came back with another address shows the new links and codes, and
the host sees per seat whether a phone is connected, whose move or entry the table waits for, and the step.
Everything in it is what an onlooker's board shows (the step, whose move) or the host's own (links,
which phones poll): no seat's secret.
"""

from __future__ import annotations

from flask import current_app, request, url_for

from companion.api import ApiError, _viewer, bp
from companion.i18n import current_translations
from companion.network import qr_svg, server_url
from companion.plugins import plugin_for, seats_at_table
from companion.trust import trust_url
from engine.game import CHANCE
from engine.i18n import N_, Message, render

HERE_POLLS = 4  # a phone that missed this many polls in a row is away (slept, off the Wi-Fi, page closed)
HERE_LEAST_SECONDS = 5.0


@bp.get("/t/<token>/host")
def host_status(token):
    """Answer the host's view of its table: links and codes at the current address, and each seat's status."""
    viewer, live = _viewer(token)
    if viewer.role != "host":
        raise ApiError(403, "forbidden", Message(N_("Only the host's link may see the table's status.")), "token")
    return {"version": live.version, **host_links(live), **table_status(live)}


def host_links(live) -> dict:
    """Return every link of the table at the address phones reach now, its QR code, and the trust page's, if any."""
    links = {role: public_url(url_for("pages.viewer", token=tok)) for role, tok in live.record.viewers.items()}
    codes = {role: qr_svg(url) for role, url in links.items() if role != "host"}
    port = current_app.config.get("TRUST_PORT")
    trust = None
    if port:
        address = trust_url(public_url("/"), port)
        trust = {"url": address, "code": qr_svg(address)}
    return {"links": links, "codes": codes, "trust": trust}


def table_status(live) -> dict:
    """Return the step as the board shows it and, per seat with a link, whether a phone is here and is waited for."""
    tr = current_translations()
    game, state = live.game, live.state
    plugin = plugin_for(game)
    with live.lock:  # the state is read while a change may mutate it in place
        panel = {name: render(message, tr) for name, message in plugin.panel(game, state, None).items()}
        player = state.current_player()
        to_act = set(state.seats_to_act()) if player != CHANCE and not state.is_terminal() else set()
        seated = [seat for seat in seats_at_table(game, state) if seat not in live.record.app_seats]
    within = max(HERE_LEAST_SECONDS, HERE_POLLS * current_app.config["POLL_MS"] / 1000)
    presence = current_app.extensions["pnpkit_tables"].presence
    seats = []
    for seat in seated:
        here = presence.is_here(live.record.viewers[seat], within)
        seats.append(
            {
                "role": seat,
                "here": here,
                "awaited": seat in to_act,
                "text": render(_seat_text(here, seat in to_act), tr),
            }
        )
    step = render(Message(N_("Now: %(step)s. %(who)s"), step=panel.get("headline", ""), who=panel.get("who", "")), tr)
    return {"step": step, "draw": player == CHANCE, "over": state.is_terminal(), "seats": seats}


def _seat_text(here: bool, awaited: bool) -> Message:
    """Say in a few words how a seat stands: its phone here or away, and whether the table waits for it."""
    if here:
        return Message(N_("Phone connected; the table waits for this seat.") if awaited else N_("Phone connected."))
    if awaited:
        return Message(N_("No phone connected; the table waits for this seat."))
    return Message(N_("No phone connected."))


def public_url(path: str) -> str:
    """Return the URL a phone can open: this request's address, unless it is this machine's loopback.

    From the loopback the address phones use is looked up now (``serve`` set where it listens), so a laptop
    that came back from sleep with another address shows that one.
    """
    base = request.host_url
    config = current_app.config
    if request.host.split(":")[0] in ("127.0.0.1", "localhost", "[::1]"):
        if config.get("LISTEN_HOST") is not None:
            base = server_url(config["LISTEN_HOST"], config["LISTEN_PORT"], config.get("SCHEME", "http"))
        elif config.get("PUBLIC_URL"):
            base = config["PUBLIC_URL"]
    return base.rstrip("/") + path
