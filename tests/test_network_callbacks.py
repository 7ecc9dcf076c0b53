"""What a network peer sends reaches a program through callbacks its library calls and reads it makes: an MQTT
client's `on_message`, a Twisted protocol's `lineReceived`/`dataReceived`, an asyncio protocol's `data_received`, an
asyncio stream's `readexactly`. They are untrusted in a module that uses that library, and only there."""

from __future__ import annotations

from tests.builtin_support import MemoryView, line_of, raised

MQTT = """
    import subprocess

    import paho.mqtt.client as mqtt


    def on_message(client, userdata, msg):
        subprocess.call("hostnamectl set-hostname " + msg.payload.decode(), shell=True)


    client = mqtt.Client()
    client.on_message = on_message
    """

TWISTED = """
    import sqlite3

    from twisted.protocols.basic import LineReceiver


    class Relay(LineReceiver):
        def lineReceived(self, line):
            box = line.decode().split()[1]
            sqlite3.connect("relay.db").execute("DELETE FROM messages WHERE box = '%s'" % box)
    """

ASYNCIO = """
    import asyncio
    import pickle


    class Frames(asyncio.Protocol):
        def data_received(self, data):
            self.handle(pickle.loads(data))

        def handle(self, message):
            return message
    """

STREAMS = """
    import asyncio
    import pickle


    async def serve(reader, writer):
        length = int.from_bytes(await reader.readexactly(4), "big")
        body = await reader.readexactly(length)
        writer.write(repr(pickle.loads(body)).encode())


    async def main():
        await asyncio.start_server(serve, "0.0.0.0", 9000)
    """

NO_LIBRARY = """
    import subprocess


    def on_message(client, userdata, msg):
        subprocess.call("logger " + msg, shell=True)
    """


def _found(files: dict[str, str]) -> set[tuple[str, str, int]]:
    return {(f.locations[0].path, f.category, f.locations[0].start_line) for f in raised(MemoryView(files), "taint")}


def _at(text: str, path: str, needle: str) -> int:
    return line_of(MemoryView({path: text}), path, needle)


def test_a_peers_message_is_untrusted_in_the_librarys_callbacks() -> None:
    found = _found({"bridge.py": MQTT, "relay.py": TWISTED, "frames.py": ASYNCIO, "streams.py": STREAMS})
    assert ("bridge.py", "command-injection", _at(MQTT, "bridge.py", "hostnamectl")) in found
    assert ("relay.py", "sql-injection", _at(TWISTED, "relay.py", "DELETE FROM")) in found
    assert ("frames.py", "unsafe-deserialization", _at(ASYNCIO, "frames.py", "pickle.loads")) in found
    assert ("streams.py", "unsafe-deserialization", _at(STREAMS, "streams.py", "pickle.loads")) in found


def test_a_function_of_that_name_without_the_library_is_no_callback() -> None:
    assert not _found({"hooks.py": NO_LIBRARY})
