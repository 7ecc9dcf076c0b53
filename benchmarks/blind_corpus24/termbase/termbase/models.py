import sqlite3


def connect(request):
    conn = sqlite3.connect(request.registry.settings["termbase.db"])
    conn.row_factory = sqlite3.Row
    request.add_finished_callback(lambda r: conn.close())
    return conn


def get_term(conn, term_id):
    return conn.execute("SELECT * FROM terms WHERE id = ?", (term_id,)).fetchone()


def terms_in_domain(conn, domain, lang):
    return conn.execute(
        "SELECT * FROM terms WHERE domain = '{}' AND lang = '{}' ORDER BY lemma".format(domain, lang)
    ).fetchall()


def search_lemmas(conn, prefix, limit=50):
    return conn.execute("SELECT id, lemma, lang FROM terms WHERE lemma LIKE ? || '%' LIMIT ?", (prefix, int(limit))).fetchall()


def store_api_key(conn, user, key_hash):
    conn.execute("REPLACE INTO api_keys (user, key_hash) VALUES (?, ?)", (user, key_hash))
    conn.commit()
