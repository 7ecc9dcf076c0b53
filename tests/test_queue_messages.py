"""A message popped from a Redis list is whatever any producer pushed: an untrusted source, as a socket peer's frame
is. A key's value (`get`) is a cache the program wrote, and a pop from anything but Redis is no queue's message.
An asyncio stream's `readexactly`/`readuntil`, awaited in a module with coroutines, reads a peer's bytes even where the
module does not import asyncio itself; a module with a reader of its own by that name reads its own data."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, raised
from tickets.models import VerdictKind

CONSUMER = """
    import pickle

    import redis
    import yaml

    _r = redis.Redis(host="redis.jobs.internal")


    def next_job(queue="jobs"):
        _, raw = _r.blpop(queue)
        return pickle.loads(raw)  # a producer's message


    def next_document(queue="docs"):
        raw = _r.rpop(queue)
        return yaml.unsafe_load(raw)  # a producer's document


    def cached(key):
        raw = _r.get(key)
        return pickle.loads(raw)  # the program's own cache entry
    """

PLAIN = """
    import pickle


    class Spool(object):
        def __init__(self):
            self.items = []

        def lpop(self):
            return self.items.pop(0)


    def drain(spool):
        return pickle.loads(spool.lpop())  # no Redis here
    """


@pytest.mark.parametrize("marker", ["# a producer's message", "# a producer's document"])
def test_the_taint_slot_raises_what_a_redis_list_pop_delivers_reaching_a_deserialiser(marker):
    view = MemoryView({"worker/consumer.py": CONSUMER})
    line = next(n for n, text in enumerate(view.files["worker/consumer.py"].splitlines(), 1) if marker in text)
    found = {(f.category, f.primary.start_line, f.title) for f in raised(view, "taint")}
    assert any(category == "unsafe-deserialization" and at == line and "Redis queue" in title
               for category, at, title in found), sorted(found)


def test_a_redis_key_read_back_is_no_queue_message():
    verdict = judge_at(MemoryView({"worker/consumer.py": CONSUMER}), "taint", "worker/consumer.py",
                       "# the program's own cache entry", "unsafe-deserialization")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason


def test_a_pop_method_without_redis_is_no_queue_message():
    view = MemoryView({"spool.py": PLAIN})
    assert not [f for f in raised(view, "taint") if f.category == "unsafe-deserialization"]


FRAMES = """
    import pickle
    import struct

    HEADER = struct.Struct("!I")


    async def read_frame(reader):
        head = await reader.readexactly(HEADER.size)
        (length,) = HEADER.unpack(head)
        body = await reader.readexactly(length)
        return pickle.loads(body)  # a peer's frame
    """

OWN_READER = """
    import pickle


    class Blob(object):
        def __init__(self, data):
            self.data, self.pos = data, 0

        def readexactly(self, n):
            chunk, self.pos = self.data[self.pos:self.pos + n], self.pos + n
            return chunk


    async def load(blob):
        return pickle.loads(blob.readexactly(8))  # the module's own reader
    """


@pytest.mark.parametrize(("files", "flagged"), [({"relay/protocol.py": FRAMES}, True),
                                                ({"relay/blob.py": OWN_READER}, False)])
def test_an_awaited_stream_read_is_a_peers_bytes_without_an_asyncio_import(files, flagged):
    found = [f for f in raised(MemoryView(files), "taint") if f.category == "unsafe-deserialization"]
    assert bool(found) is flagged, [f.title for f in found]
