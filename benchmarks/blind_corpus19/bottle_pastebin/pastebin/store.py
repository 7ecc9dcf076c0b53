import sqlite3
import threading

_local = threading.local()


def conn(path="pastes.db"):
    if not hasattr(_local, "conn"):
        _local.conn = sqlite3.connect(path)
    return _local.conn


def save_paste(paste_id, body, lang, owner):
    c = conn()
    c.execute("INSERT INTO pastes (id, body, lang, owner) VALUES (?, ?, ?, ?)", (paste_id, body, lang, owner))
    c.commit()


def get_paste(paste_id):
    return conn().execute("SELECT id, body, lang, owner FROM pastes WHERE id = ?", (paste_id,)).fetchone()


def pastes_by_lang(lang, order):
    return conn().execute("SELECT id, lang FROM pastes WHERE lang = '{}' ORDER BY {}".format(lang, order)).fetchall()
