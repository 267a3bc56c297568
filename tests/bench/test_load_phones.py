"""The simulated phones' HTTP/1.1 client: whole answers in every framing, their bytes, a closed idle connection."""

from __future__ import annotations

import asyncio

import pytest

pytest.importorskip("answer_bytes", reason="the phones ask as the page does: bench/answer_bytes.py")

from load_measures import Window
from load_phones import Connection

BY_LENGTH = b'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 13\r\n\r\n{"version":4}'
CHUNKED = b'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"ver\r\n8\r\nsion":5}\r\n0\r\n\r\n'
NOT_MODIFIED = b'HTTP/1.1 304 Not Modified\r\nETag: W/"abc"\r\n\r\n'
CLOSING = b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}"


async def _serve(answers: list[bytes], close_after: set[int]):
    """Answer requests in turn with ``answers``, closing the connection after the answers numbered in ``close_after``.

    Returns the server, its port, the size of every request read and the number of connections made.
    """
    requests: list[int] = []
    connections = [0]

    async def handle(reader, writer):
        connections[0] += 1
        while len(requests) < len(answers):
            try:
                head = await reader.readuntil(b"\r\n\r\n")
            except asyncio.IncompleteReadError:
                break
            number = len(requests)
            requests.append(len(head))
            writer.write(answers[number])
            await writer.drain()
            if number in close_after:
                break
        writer.close()

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    return server, server.sockets[0].getsockname()[1], requests, connections


def test_answers_by_length_in_chunks_and_304_are_read_whole_and_counted_as_sent():
    async def scenario():
        answers = [BY_LENGTH, CHUNKED, NOT_MODIFIED, CLOSING, BY_LENGTH]
        server, port, requests, connections = await _serve(answers, close_after={3})
        window = Window(opens=0.0)  # open since the clock's start
        connection = Connection(port, window)
        replies = [await connection.exchange("state", "GET", "/x", {"Accept-Encoding": "gzip"}) for _ in answers]
        server.close()
        return replies, requests, connections[0], window

    replies, requests, connections, window = asyncio.run(scenario())
    bodies = [reply.body for reply, _ in replies]
    assert bodies == [b'{"version":4}', b'{"version":5}', b"", b"{}", b'{"version":4}']
    assert [reply.status for reply, _ in replies] == [200, 200, 304, 200, 200]
    assert replies[2][0].header("ETag") == 'W/"abc"'
    sent = [len(answer) for answer in (BY_LENGTH, CHUNKED, NOT_MODIFIED, CLOSING, BY_LENGTH)]
    assert [moved for _, moved in replies] == [asked + answer for asked, answer in zip(requests, sent, strict=True)]
    assert connections == 2  # "Connection: close" ended the first
    assert not window.errors


def test_a_request_on_a_connection_the_server_closed_while_idle_is_sent_again_without_an_error():
    async def scenario():
        server, port, _, connections = await _serve([BY_LENGTH, BY_LENGTH], close_after={0})
        window = Window(opens=0.0)  # open since the clock's start
        connection = Connection(port, window)
        first, _ = await connection.exchange("poll", "GET", "/x", {})
        await asyncio.sleep(0.05)  # the server closes the connection meanwhile, without a word
        second, _ = await connection.exchange("poll", "GET", "/x", {})
        server.close()
        return first, second, connections[0], window

    first, second, connections, window = asyncio.run(scenario())
    assert (first.status, second.status, connections) == (200, 200, 2)
    assert not window.errors
    assert len(window.latencies["poll"]) == 2


def test_a_server_that_is_not_there_is_a_connection_error():
    async def scenario():
        server = await asyncio.start_server(lambda reader, writer: None, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        server.close()
        await server.wait_closed()
        window = Window(opens=0.0)  # open since the clock's start
        reply, moved = await Connection(port, window).exchange("poll", "GET", "/x", {})
        return reply, moved, window

    reply, moved, window = asyncio.run(scenario())
    assert (reply, moved) == (None, 0)
    assert window.errors == {"connection": 1}
