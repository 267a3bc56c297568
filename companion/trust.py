"""Trusting the table once per phone: the page and files that install its authority, over plain http.

``pnpkit serve --https`` serves the tables over https on its port and, on the port after it, this small app
over plain http: a phone that does not trust the authority yet can reach nothing on the https port but a
browser warning, so the trust page must be where no certificate is needed. It offers the authority's
certificate in the form each phone takes (DER for Android, a configuration profile for iOS, PEM for desktop
browsers), says the steps, and shows the fingerprint the terminal printed. Its script tries the https port
(an image) and says plainly whether this phone trusts the table yet. Any other address on this port, a seat's
link included, is a door: the same try, then the https page, or the way to trust. The app has no tables: it
knows nothing a link could reveal.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from flask import Blueprint, Flask, Response, current_app, redirect, render_template, request, url_for

import templates
from companion import i18n
from companion.hosts import own_names
from companion.security import add_security_headers, check_host, check_target
from companion.tls import authority_folder, load_authority

bp = Blueprint("trust", __name__)  # on both ports: the https page says "trusted" and offers the files again
doors = Blueprint("doors", __name__)  # on the plain-http port only

FILES = {  # the download's name -> its media type and how the authority gives it
    "pnpkit-table.crt": ("application/x-x509-ca-cert", "der"),  # Android (and Windows)
    "pnpkit-table.mobileconfig": ("application/x-apple-aspen-config", "mobileconfig"),  # iPhone, iPad
    "pnpkit-table.pem": ("application/x-pem-file", "pem"),  # desktop browsers' own stores (Firefox)
}


def create_trust_app(config: dict) -> Flask:
    """Make the plain-http app of an https server: the trust page, its files, and doors to the https pages."""
    from companion import webapp

    app = Flask("companion", template_folder=str(templates.FOLDER))
    app.config.update(config)
    app.extensions["pnpkit_authority"] = load_authority(authority_folder(config.get("AUTHORITY_DIR")))
    i18n.init_app(app)
    app.register_blueprint(bp)
    app.register_blueprint(doors)
    app.register_blueprint(webapp.bp)  # the icons the pages name
    names = own_names(tuple(config.get("ALLOWED_HOSTS", ())))
    app.before_request(check_target)
    app.before_request(lambda: check_host(names))
    app.after_request(_with_probe_allowed)
    app.after_request(add_security_headers)
    return app


def https_origin() -> str | None:
    """Return the https origin of this server as the request names its host, or None when it serves plain http only."""
    port = current_app.config.get("HTTPS_PORT")
    return _origin("https", request.host_url, port) if port else None


def trust_url(host_url: str, port: int) -> str:
    """Return the trust page's address on the plain-http port, for a page or a terminal at ``host_url``."""
    return _origin("http", host_url, port) + "/trust"


def _origin(scheme: str, host_url: str, port: int) -> str:
    """Return the origin of ``host_url``'s host on another scheme and port (an IPv6 address in brackets)."""
    host = urlsplit(host_url).hostname or "localhost"
    return f"{scheme}://[{host}]:{port}" if ":" in host else f"{scheme}://{host}:{port}"


@bp.app_context_processor
def trust_page_address():
    """Give the pages the trust page's address on the plain-http port (None on that port itself)."""
    port = current_app.config.get("TRUST_PORT")
    return {"trust_page_url": trust_url(request.host_url, port) if port else None}


@bp.get("/trust")
def trust_page():
    """Show how to trust the table's authority on this phone, with its fingerprint and whether it is trusted yet."""
    authority = current_app.extensions["pnpkit_authority"]
    return render_template(
        "companion/trust.html",
        origin=https_origin() or request.host_url.rstrip("/"),
        fingerprint=authority.fingerprint(),
        authority_name=authority.name(),
        files={kind: name for name, (_, kind) in FILES.items()},
        secure=request.scheme == "https",
    )


@bp.get("/trust/<name>")
def authority_file(name):
    """Serve the authority's certificate in one of the forms phones install, with the media type they expect."""
    if name not in FILES:
        return Response(status=404)
    media_type, kind = FILES[name]
    authority = current_app.extensions["pnpkit_authority"]
    data = {"der": authority.der, "pem": authority.pem, "mobileconfig": authority.mobileconfig}[kind]()
    response = Response(data, mimetype=media_type)
    response.headers["Content-Disposition"] = f'attachment; filename="{name}"'
    return response


def door(path: str = ""):
    """Answer any other address on the plain-http port: try the https page of the same address, else explain."""
    origin = https_origin()
    if origin is None:
        return redirect(url_for("trust.trust_page"))
    query = request.query_string.decode("ascii", "replace")
    target = origin + "/" + path + (f"?{query}" if query else "")
    return render_template("companion/door.html", origin=origin, target=target, trust=url_for("trust.trust_page"))


def _with_probe_allowed(response):
    """Let this port's pages load the https port's icon, the probe that says whether the phone trusts it."""
    origin = https_origin()
    if origin and response.mimetype == "text/html":
        from companion.security import CONTENT_SECURITY_POLICY

        response.headers["Content-Security-Policy"] = CONTENT_SECURITY_POLICY.replace(
            "img-src 'self' data:", f"img-src 'self' data: {origin}"
        )
    return response


doors.add_url_rule("/", "door", door)
doors.add_url_rule("/<path:path>", "door", door)
