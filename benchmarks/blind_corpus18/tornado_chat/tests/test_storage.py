import sqlite3

from chat.storage import Storage


def make_storage(tmp_path):
    path = str(tmp_path / "chat.db")
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE messages (room TEXT, author TEXT, body TEXT, ts INTEGER)")
    conn.execute("CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT, pw TEXT)")
    conn.executemany("INSERT INTO messages VALUES (?, ?, ?, ?)", [("general", "ann", "hello", 1), ("general", "bob", "hi", 2)])
    conn.commit()
    return Storage(path)


def test_messages_order(tmp_path):
    s = make_storage(tmp_path)
    assert [m[0] for m in s.messages("general")] == ["bob", "ann"]
