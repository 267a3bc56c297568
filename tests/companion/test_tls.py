"""The table's certificate authority (companion/tls.py) and ``pnpkit serve --https`` up to the server it starts:
made once, kept where asked, vouching only for local names, a server certificate for every name the server
answers to, made again when they change and kept when they do not."""

from __future__ import annotations

import ipaddress
import os
import plistlib
import signal
import socket
import stat
import time
from pathlib import Path

import platformdirs
import pytest
from click.testing import CliRunner
from cryptography import x509
from cryptography.hazmat.primitives import hashes
from cryptography.x509 import verification

from companion import https, network, tls
from pnpkit.cli import main
from tests.companion.server import ServerProcess, free_port
from tests.companion.test_cli import stand_in_server

CHECKOUT = Path(__file__).resolve().parents[2]


def verify(cert_file: Path, authority: tls.Authority, name: str) -> None:
    """Verify a server certificate file for a name as a client that trusts the authority does (name constraints too)."""
    chain = x509.load_pem_x509_certificates(cert_file.read_bytes())
    store = verification.Store([authority.certificate])
    subject = verification.IPAddress(ipaddress.ip_address(name)) if name[0].isdigit() else verification.DNSName(name)
    verification.PolicyBuilder().store(store).build_server_verifier(subject).verify(chain[0], chain[1:])


def test_the_authority_is_made_once_in_the_folder_given_its_key_for_this_user_only(tmp_path):
    first = tls.load_authority(tmp_path / "ca")
    again = tls.load_authority(tmp_path / "ca")
    assert first.fingerprint() == again.fingerprint() and first.der() == again.der()
    assert stat.S_IMODE((tmp_path / "ca" / "authority-key.pem").stat().st_mode) == 0o600
    constraints = first.certificate.extensions.get_extension_for_class(x509.BasicConstraints).value
    assert constraints.ca and constraints.path_length == 0
    assert len(first.fingerprint().split(":")) == 32
    assert first.fingerprint().replace(":", "") == first.certificate.fingerprint(hashes.SHA256()).hex().upper()


def test_the_authority_lives_in_the_users_data_folder_unless_a_variable_or_option_says_otherwise(monkeypatch, tmp_path):
    monkeypatch.delenv(tls.FOLDER_VARIABLE, raising=False)
    default = tls.authority_folder()
    assert default == Path(platformdirs.user_data_dir("pnpkit")) / "authority"
    assert CHECKOUT not in default.parents
    monkeypatch.setenv(tls.FOLDER_VARIABLE, str(tmp_path / "from-variable"))
    assert tls.authority_folder() == tmp_path / "from-variable"
    assert tls.authority_folder(tmp_path / "chosen") == tmp_path / "chosen"


@pytest.mark.parametrize(
    ("name", "allowed"),
    [
        ("192.168.1.20", True),
        ("10.0.0.7", True),
        ("172.20.1.1", True),
        ("127.0.0.1", True),
        ("::1", True),
        ("fe80::1", True),
        ("table.test", True),
        ("laptop.local", True),
        ("localhost", True),
        ("8.8.8.8", False),
        ("172.32.0.1", False),
        ("example.com", False),
        ("bank.example.local.com", False),
        ("laptop", False),
    ],
)
def test_the_authority_vouches_only_for_local_names(name, allowed):
    assert tls.can_vouch_for(name) is allowed


def test_the_server_certificate_names_every_local_name_and_verifies_with_the_authority(tmp_path):
    authority = tls.load_authority(tmp_path)
    cert_file, key_file = tls.server_files(authority, ["192.168.1.20", "Table.Test", "localhost", "example.com", "::1"])
    assert tls.certified_names(cert_file) == ["192.168.1.20", "::1", "localhost", "table.test"]
    assert stat.S_IMODE(key_file.stat().st_mode) == 0o600
    for name in ("192.168.1.20", "table.test", "localhost"):
        verify(cert_file, authority, name)
    with pytest.raises(verification.VerificationError):
        verify(cert_file, authority, "example.com")  # left out: the authority may not vouch for it


def test_the_authority_cannot_vouch_for_a_public_name_even_when_its_key_signs_one(monkeypatch, tmp_path):
    authority = tls.load_authority(tmp_path)
    # Sign what server_files leaves out: a client that trusts the authority still refuses it (its name constraints).
    monkeypatch.setattr(tls, "can_vouch_for", lambda name: True)
    cert_file, _ = tls.server_files(authority, ["example.com"])
    assert tls.certified_names(cert_file) == ["example.com"]
    with pytest.raises(verification.VerificationError):
        verify(cert_file, authority, "example.com")


def test_the_server_certificate_is_kept_for_the_same_names_and_made_again_when_they_change(tmp_path):
    authority = tls.load_authority(tmp_path)
    cert_file, _ = tls.server_files(authority, ["192.168.1.20", "table.test"])
    made = cert_file.read_bytes()
    tls.server_files(authority, ["table.test", "192.168.1.20"])
    assert cert_file.read_bytes() == made  # the same names: the same certificate
    tls.server_files(authority, ["192.168.1.31", "table.test"])  # the laptop came back with another address
    assert cert_file.read_bytes() != made
    assert tls.certified_names(cert_file) == ["192.168.1.31", "table.test"]
    verify(cert_file, authority, "192.168.1.31")


def test_a_new_authority_makes_a_new_server_certificate(tmp_path):
    old = tls.load_authority(tmp_path)
    cert_file, _ = tls.server_files(old, ["table.test"])
    for name in ("authority.pem", "authority-key.pem"):
        (tmp_path / name).unlink()
    new = tls.load_authority(tmp_path)
    assert new.fingerprint() != old.fingerprint()
    tls.server_files(new, ["table.test"])
    verify(cert_file, new, "table.test")


def test_the_ios_profile_holds_the_authority_as_a_root_to_trust(tmp_path):
    authority = tls.load_authority(tmp_path)
    profile = plistlib.loads(authority.mobileconfig())
    assert profile["PayloadType"] == "Configuration" and profile["PayloadDisplayName"] == authority.name()
    (root,) = profile["PayloadContent"]
    assert root["PayloadType"] == "com.apple.security.root" and root["PayloadContent"] == authority.der()
    assert profile["PayloadUUID"] != root["PayloadUUID"]
    assert plistlib.loads(authority.mobileconfig()) == profile  # the same profile every time: one to install


def test_a_changed_address_renews_the_certificate_for_the_new_names(monkeypatch, tmp_path):
    monkeypatch.setattr("companion.hosts.lan_address", lambda: "192.168.5.5")
    secure = https.prepare_https(str(tmp_path), "0.0.0.0", ("table.test",))
    assert "192.168.5.5" in tls.certified_names(secure.cert)
    assert not secure.renew("0.0.0.0", ("table.test",))  # nothing changed
    monkeypatch.setattr("companion.hosts.lan_address", lambda: "192.168.5.9")
    assert secure.renew("0.0.0.0", ("table.test",))
    names = tls.certified_names(secure.cert)
    assert "192.168.5.9" in names and "192.168.5.5" not in names and "table.test" in names


def test_serve_https_prints_the_https_address_the_trust_page_and_the_fingerprint(monkeypatch, tmp_path):
    started = stand_in_server(monkeypatch)
    trust_servers = []
    monkeypatch.setattr("companion.cli.start_trust_server", lambda *args: trust_servers.append(args) or None)
    monkeypatch.setattr(network, "lan_address", lambda: "192.168.7.3")
    monkeypatch.setattr("companion.hosts.lan_address", lambda: "192.168.7.3")
    port, trust_port = free_port(), free_port()
    arguments = ["serve", "--port", str(port), "--db", str(tmp_path / "t.db"), "--https", "--quiet"]
    arguments += ["--authority-dir", str(tmp_path / "ca"), "--trust-port", str(trust_port)]
    result = CliRunner().invoke(main, arguments)
    assert result.exit_code == 0, result.output
    authority = tls.load_authority(tmp_path / "ca")
    assert f"open https://192.168.7.3:{port}/ on a phone" in result.output
    assert f"over plain http: http://192.168.7.3:{trust_port}/trust" in result.output
    assert f"(SHA-256): {authority.fingerprint()}" in result.output
    cert_file, key_file = started["tls"]
    verify(cert_file, authority, "192.168.7.3")
    assert key_file.exists()
    ((config, host, listened),) = trust_servers
    assert (host, listened) == ("0.0.0.0", trust_port) and config["HTTPS_PORT"] == port
    app = started["app"]
    assert app.config["TRUST_PORT"] == trust_port
    page = app.test_client().get("/trust", headers={"Host": f"192.168.7.3:{port}"})
    assert page.status_code == 200 and authority.fingerprint() in page.get_data(as_text=True)


def test_plain_serve_serves_no_trust_page(monkeypatch, tmp_path):
    started = stand_in_server(monkeypatch)
    result = CliRunner().invoke(main, ["serve", "--port", str(free_port()), "--db", str(tmp_path / "t.db"), "--quiet"])
    assert result.exit_code == 0, result.output
    assert started["tls"] is None
    assert started["app"].test_client().get("/trust").status_code == 404


def test_serve_https_says_in_one_line_why_it_cannot_keep_the_authority(monkeypatch, tmp_path):
    stand_in_server(monkeypatch)
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    arguments = ["serve", "--port", str(free_port()), "--db", str(tmp_path / "t.db"), "--https", "--quiet"]
    result = CliRunner().invoke(main, [*arguments, "--authority-dir", str(blocked / "ca")])
    assert result.exit_code == 1
    assert f"cannot keep the certificate authority in {blocked / 'ca'}" in result.output
    assert "Traceback" not in result.output


def served_names(process) -> list[str]:
    """Return the names the certificate a running https server presents vouches for."""
    context = process.tls_context()
    context.check_hostname = False
    with (
        socket.create_connection(("127.0.0.1", process.port), timeout=10) as raw,
        context.wrap_socket(raw) as tls_socket,
    ):
        return sorted(str(ipaddress.ip_address(value)) if kind == "IP Address" else value
                      for kind, value in tls_socket.getpeercert()["subjectAltName"])  # fmt: skip


def test_a_renewed_certificate_is_served_after_the_servers_workers_start_again(tmp_path):
    authority = tmp_path / "ca"
    tls.load_authority(authority)
    process = ServerProcess(tmp_path / "t.sqlite3", authority=authority).start()
    try:
        before = served_names(process)
        assert "127.0.0.1" in before
        # What the address watch does when this machine's address changes (companion/cli.py): certify the new
        # names, then SIGHUP, on which granian starts its workers again and they read the new files.
        tls.server_files(tls.load_authority(authority), [*before, "192.168.200.7"])
        os.kill(process.process.pid, signal.SIGHUP)
        deadline, names = time.monotonic() + 30, before
        while "192.168.200.7" not in names and time.monotonic() < deadline:
            time.sleep(0.2)
            try:
                names = served_names(process)
            except OSError:  # between the old workers and the new ones the port refuses for a moment
                continue
        assert names == sorted([*before, "192.168.200.7"])
        assert process.call("GET", "/api/games")[0] == 200
    finally:
        process.stop()
