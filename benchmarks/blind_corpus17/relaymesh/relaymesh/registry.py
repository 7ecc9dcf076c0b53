"""Handlers for relay commands register themselves here."""
COMMANDS = {}


def command(name):
    def deco(fn):
        COMMANDS[name] = fn
        return fn

    return deco


class PeerTable:
    def __init__(self):
        self._peers = {}

    def add(self, name, base_url):
        self._peers[name] = {"url": base_url, "healthy": None}

    def items(self):
        return list(self._peers.items())

    def mark(self, name, ok):
        self._peers[name]["healthy"] = ok


PEERS = PeerTable()
