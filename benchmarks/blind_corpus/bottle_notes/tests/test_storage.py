import os
import tempfile

from notes.storage import NoteStore


def test_roundtrip():
    fd, path = tempfile.mkstemp(suffix=".db")
    os.close(fd)
    store = NoteStore(path)
    store.conn.executescript(
        "CREATE TABLE notes (id INTEGER PRIMARY KEY, owner TEXT, tag TEXT, body TEXT);"
    )
    store.save("alice", "inbox", "hello")
    assert store.find("alice", "inbox")[0][1] == "hello"
