"""``pnpkit serve``: it prints the address and a QR code, then runs the app in granian's workers; a taken port is
one line (no traceback)."""

from __future__ import annotations

import errno
import socket
import subprocess
import sys

import pytest
from click.testing import CliRunner

from companion import network
from companion.cli import where_to_open
from companion.storage.sqlite import SqliteStore
from engine.i18n import render
from pnpkit.cli import main
from tests.companion.helpers import PREPARATION, Table
from tests.companion.server import ServerProcess, free_port


def stand_in_server(monkeypatch, started: dict | None = None) -> dict:
    """Record what ``serve`` would run, its app made as a worker makes it, instead of running a server."""
    started = {} if started is None else started

    def serve(make_app, host, port, workers, threads, tls=None, on_start=None):
        started.update(app=make_app(), host=host, port=port, workers=workers, threads=threads, tls=tls)

    monkeypatch.setattr("companion.serving.serve", serve)
    return started


def test_serve_prints_the_address_and_a_qr_code_then_starts_one_process(monkeypatch, tmp_path):
    started = stand_in_server(monkeypatch)
    monkeypatch.setattr(network, "lan_address", lambda: "192.0.2.7")
    database, port = tmp_path / "tables.sqlite3", free_port()
    result = CliRunner().invoke(main, ["serve", "--port", str(port), "--db", str(database)])
    assert result.exit_code == 0, result.output
    assert f"open http://192.0.2.7:{port}/ on a phone" in result.output
    assert "█" in result.output  # the QR code, drawn with block characters
    assert started["host"] == "0.0.0.0" and started["port"] == port and started["workers"] == 1
    assert started["app"].config["DATABASE"] == str(database)
    assert started["app"].config["PUBLIC_URL"] == f"http://192.0.2.7:{port}/"
    assert database.exists()


def test_serve_on_a_loopback_address_says_no_phone_can_open_it_and_how_to_serve_the_network(monkeypatch, tmp_path):
    stand_in_server(monkeypatch)
    port = free_port()
    arguments = ["serve", "--host", "127.0.0.1", "--port", str(port), "--db", str(tmp_path / "t.db")]
    result = CliRunner().invoke(main, arguments)
    assert result.exit_code == 0, result.output
    assert f"http://127.0.0.1:{port}/ serves this machine only: no phone can open it." in result.output
    assert "--host 0.0.0.0" in result.output and "on a phone on the same network" not in result.output
    assert "█" not in result.output  # no QR code for an address no phone can reach


def test_serve_on_every_network_of_a_machine_on_none_says_it_serves_this_machine_only(monkeypatch, tmp_path):
    stand_in_server(monkeypatch)
    monkeypatch.setattr(network, "lan_address", lambda: "127.0.0.1")  # no route to any network
    result = CliRunner().invoke(main, ["serve", "--port", str(free_port()), "--db", str(tmp_path / "t.db")])
    assert result.exit_code == 0, result.output
    assert "no local network was found" in result.output and "on a phone on the same network" not in result.output


@pytest.mark.parametrize(
    ("host", "alone"),
    [
        ("127.0.0.1", True),
        ("127.3.2.1", True),
        ("::1", True),
        ("localhost", True),
        ("192.0.2.7", False),
        ("table.test", False),
    ],
)
def test_an_address_that_serves_this_machine_only_is_told_apart_from_one_a_phone_can_open(host, alone):
    assert network.is_loopback(host) is alone
    said = render(where_to_open(host, network.server_url(host, 8000)), None)
    assert ("on a phone on the same network" in said) is not alone


def test_lan_address_is_an_ipv4_address():
    parts = network.lan_address().split(".")
    assert len(parts) == 4 and all(part.isdigit() for part in parts)


def test_qr_svg_is_inline_svg_without_scripts():
    svg = network.qr_svg("http://192.0.2.7:8000/t/token")
    assert svg.startswith("<svg") and "<script" not in svg


def test_serve_referees_a_game_on_another_copy_of_its_rules(monkeypatch, tmp_path):
    from games.avcw.data import RULES_PATH

    started = stand_in_server(monkeypatch)
    copy = tmp_path / "avcw.yaml"
    copy.write_text(RULES_PATH.read_text(encoding="utf-8").replace("    default: false", "    default: true", 1))
    arguments = ["serve", "--port", str(free_port()), "--db", str(tmp_path / "t.db"), "--quiet"]
    arguments += ["--rules", f"avcw={copy}"]
    result = CliRunner().invoke(main, arguments)
    assert result.exit_code == 0, result.output
    listing = started["app"].test_client().get("/api/games").get_json()["games"]
    defaults = {entry["game"]: entry["options"] for entry in listing}
    assert defaults["avcw"]["foreign_influence"]["default"] is True  # the copy's, not the shipped false
    assert defaults["civil_suits"] is not None  # the other game keeps its shipped rules


def test_serve_refuses_a_bad_rules_file_before_starting(monkeypatch, tmp_path):
    started = stand_in_server(monkeypatch)
    broken = tmp_path / "broken.yaml"
    broken.write_text("title: [unclosed\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["serve", "--db", str(tmp_path / "t.db"), "--rules", f"avcw={broken}"])
    assert result.exit_code == 1 and str(broken) in result.output and not started
    result = CliRunner().invoke(main, ["serve", "--db", str(tmp_path / "t.db"), "--rules", "chess=x.yaml"])
    assert result.exit_code == 2 and "GAME=PATH" in result.output and not started


def test_serve_bounds_the_tables_in_memory_and_answers_the_names_it_is_given(monkeypatch, tmp_path):
    started = stand_in_server(monkeypatch)
    monkeypatch.setattr(network, "lan_address", lambda: "192.0.2.7")
    arguments = ["serve", "--port", str(free_port()), "--db", str(tmp_path / "t.db"), "--quiet", "--max-tables", "3"]
    result = CliRunner().invoke(main, [*arguments, "--allow-host", "games.example", "--allow-host", "Other.Example"])
    assert result.exit_code == 0, result.output
    app = started["app"]
    assert app.extensions["pnpkit_tables"].hub.max_tables == 3
    client = app.test_client()
    for host, status in [
        ("games.example:8000", 200),
        ("other.example", 200),
        ("192.0.2.7:8000", 200),
        ("evil.example", 400),
    ]:
        assert client.get("/api/games", headers={"Host": host}).status_code == status, host


def test_serve_keeps_tables_in_postgresql_and_never_prints_the_password(monkeypatch, postgres_url):
    started = stand_in_server(monkeypatch)
    url = postgres_url.replace("postgresql://postgres@", "postgresql://postgres:hunter2@", 1)
    result = CliRunner().invoke(main, ["serve", "--db", url, "--quiet"])
    assert result.exit_code == 0, result.output
    assert started["app"].config["DATABASE"] == url  # the URL as given, not read as a file's path
    assert "Tables are kept in postgresql://postgres:***@/" in result.output and "hunter2" not in result.output
    created = started["app"].test_client().post("/api/tables", json={"game": "avcw"}, headers={"X-Pnpkit": "1"})
    assert created.status_code == 201


def test_serve_refuses_a_database_of_a_newer_pnpkit_with_a_clear_message(monkeypatch, tmp_path):
    from companion.storage import open_store

    monkeypatch.setattr("companion.serving.serve", lambda *args: pytest.fail("the server must not start"))
    database = tmp_path / "t.db"
    with open_store(database) as store, store._write() as db:
        db.execute("INSERT INTO schema_versions (version, applied) VALUES (9, 0)")
    result = CliRunner().invoke(main, ["serve", "--db", str(database), "--quiet"])
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert "schema version 9" in result.output and "Upgrade pnpkit" in result.output


def test_serve_refuses_a_folder_as_its_database(tmp_path):
    result = CliRunner().invoke(main, ["serve", "--db", str(tmp_path), "--quiet"])
    assert result.exit_code == 2 and "is a directory" in result.output


def _listening(host: str = "127.0.0.1") -> socket.socket:
    """Return a socket listening on a free port of host, as another server would (SO_REUSEADDR set)."""
    taken = socket.socket()
    taken.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    taken.bind((host, 0))
    taken.listen()
    return taken


@pytest.mark.parametrize("host", ["127.0.0.1", "0.0.0.0"])
def test_serve_on_a_taken_port_says_so_in_one_line_before_any_address(monkeypatch, tmp_path, host):
    started = stand_in_server(monkeypatch)
    with _listening() as taken:
        port = taken.getsockname()[1]
        result = CliRunner().invoke(main, ["serve", "--host", host, "--port", str(port), "--db", str(tmp_path / "t")])
    assert result.exit_code == 2 and not started
    assert result.stdout == ""  # no address, no QR code
    assert result.stderr.splitlines() == [
        f"error: port {port} is taken by another program; choose another with --port NUMBER (make run PORT=NUMBER)"
    ]


@pytest.mark.parametrize("workers", [1, 2])
def test_the_server_finds_a_port_taken_after_the_check_and_says_so(workers):
    from companion import serving
    from companion.network import ListenError

    with _listening() as taken:  # taken since the check: the real server's own bind fails
        port = taken.getsockname()[1]
        with pytest.raises(ListenError, match=f"port {port} is taken by another program"):
            serving.serve(lambda: pytest.fail("no worker may start"), "127.0.0.1", port, workers, 4)


def test_serve_keeps_one_line_when_the_port_is_taken_after_the_check(monkeypatch, tmp_path):
    monkeypatch.setattr("companion.cli.check_can_listen", lambda host, port: None)  # the check found it free
    with _listening() as taken:
        port = taken.getsockname()[1]
        result = CliRunner().invoke(
            main, ["serve", "--host", "127.0.0.1", "--port", str(port), "--db", str(tmp_path / "t"), "--quiet"]
        )
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [
        f"error: port {port} is taken by another program; choose another with --port NUMBER (make run PORT=NUMBER)"
    ]


def test_a_port_left_in_time_wait_by_a_stopped_server_is_free_to_serve_on():
    # A server that closes its side of a connection first leaves it in TIME_WAIT for a minute or so; the
    # servers bind with SO_REUSEADDR and start anyway, so the check must not call the port taken.
    with _listening() as server:
        port = server.getsockname()[1]
        with socket.create_connection(("127.0.0.1", port)) as phone:
            accepted, _ = server.accept()
            accepted.close()  # the server's side closes first: its end goes to TIME_WAIT
            phone.recv(1)
    with socket.socket() as plain, pytest.raises(OSError) as refused:
        plain.bind(("127.0.0.1", port))  # without SO_REUSEADDR the port still looks taken
    assert refused.value.errno == errno.EADDRINUSE
    network.check_can_listen("127.0.0.1", port)  # as a server binds it: free


def test_the_real_command_on_a_taken_port_prints_one_line_and_exits_with_2(tmp_path):
    with _listening() as taken:
        port = str(taken.getsockname()[1])
        command = [sys.executable, "-m", "pnpkit", "serve", "--port", port, "--db", str(tmp_path / "t")]
        done = subprocess.run(command, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.splitlines() == [
        f"error: port {port} is taken by another program; choose another with --port NUMBER (make run PORT=NUMBER)"
    ]


def test_serve_starts_without_the_print_pipeline(tmp_path):
    # Everything `pnpkit serve` does before it prints the QR code, in a fresh process: the kit's PDF and SVG
    # back ends (reportlab, svgwrite) load with the first board a phone asks for, not at start.
    script = (
        "import sys\n"
        "from companion import create_app\n"
        f"create_app({{'DATABASE': {str(tmp_path / 't.db')!r}}})\n"
        "print(sorted({name.split('.')[0] for name in sys.modules} & {'reportlab', 'svgwrite', 'PIL'}))\n"
    )
    checked = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert checked.stdout == "[]\n"


def test_a_second_server_on_the_same_sqlite_file_is_refused_while_the_first_serves(tmp_path):
    database = tmp_path / "tables.sqlite3"
    first = ServerProcess(database).start()
    try:
        command = [sys.executable, "-m", "pnpkit", "serve", "--host", "127.0.0.1", "--port", str(free_port())]
        second = subprocess.run(
            [*command, "--db", str(database), "--quiet"], capture_output=True, text=True, timeout=60
        )
        assert second.returncode == 2
        assert "Another pnpkit serve is already using" in second.stderr and "Traceback" not in second.stderr
        assert "open http" not in second.stdout  # refused before it printed an address
    finally:
        first.kill()  # even killed, the first lets go of the file: the operating system drops its lock
    again = ServerProcess(database).start()
    again.stop()


def test_a_server_alone_on_its_sqlite_file_answers_from_memory_without_reading_versions(monkeypatch, tmp_path):
    started = stand_in_server(monkeypatch)
    result = CliRunner().invoke(main, ["serve", "--port", str(free_port()), "--db", str(tmp_path / "t.sqlite3")])
    assert result.exit_code == 0, result.output
    app = started["app"]
    assert app.config["STORE_SHARED"] is False
    table = Table.create(app.test_client())
    table.play(PREPARATION[:3])
    # The process makes every change itself: the stored version is the one in memory, never read again.
    monkeypatch.setattr(SqliteStore, "table_version", lambda *_: pytest.fail("read the stored version"))
    assert table.version() == 3
    assert table.state("royalists")["version"] == 3
    table.act(*PREPARATION[3])
    assert table.version() == 4


def test_several_workers_on_an_sqlite_file_are_refused_with_the_reason(tmp_path):
    database = tmp_path / "tables.sqlite3"
    result = CliRunner().invoke(main, ["serve", "--workers", "2", "--port", str(free_port()), "--db", str(database)])
    assert result.exit_code == 2
    assert "several workers need PostgreSQL" in result.output and "open http" not in result.output
    assert not database.exists()  # refused before anything was made


def test_poll_seconds_sets_how_often_the_pages_ask_for_news(monkeypatch, tmp_path):
    started = stand_in_server(monkeypatch)
    command = ["serve", "--port", str(free_port()), "--db", str(tmp_path / "t.sqlite3"), "--poll-seconds", "2.5"]
    result = CliRunner().invoke(main, command)
    assert result.exit_code == 0, result.output
    client = started["app"].test_client()
    table = Table.create(client)
    page = client.get(f"/t/{table.tokens['parliament']}").get_data(as_text=True)
    assert 'data-poll="2500"' in page
