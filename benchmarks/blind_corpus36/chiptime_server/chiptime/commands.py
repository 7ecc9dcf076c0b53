from . import announcer, entries, protocol, snapshots


class Commands:
    def __init__(self, store, auth, state):
        self.store, self.auth, self.state = store, auth, state

    def read(self, chip, mat, ts):
        self.store.conn.execute("INSERT INTO passing (chip, mat, ts) VALUES (?, ?, ?)", (chip, mat, float(ts)))
        self.store.conn.commit()
        if mat == "finish":
            row = self.store.conn.execute("SELECT name, club FROM entrant WHERE chip = ?", (chip,)).fetchone()
            if row:
                announcer.announce_finisher(row["name"], row["club"])
        return "OK"

    def query_bib(self, bib):
        row = self.store.conn.execute("SELECT bib, name, club, category FROM entrant WHERE bib = " + bib).fetchone()
        return "NONE" if row is None else "ENTRANT " + " ".join(str(v) for v in row)

    def query_where(self, expr):
        rows = protocol.filter_results(self.store.results(), expr)
        return "ROWS %d" % len(rows)

    def note(self, bib, text):
        self.store.conn.execute("INSERT INTO note (bib, text) VALUES (?, ?)", (int(bib), text))
        self.store.conn.commit()
        return "OK"

    def load_entries(self, url):
        people = entries.parse(entries.download(url))
        self.store.conn.executemany(
            "INSERT OR REPLACE INTO entrant (bib, chip, name, club, category) VALUES (:bib, :chip, :name, :club, :category)", people
        )
        self.store.conn.commit()
        return "ENTRIES %d" % len(people)

    def sync(self, blob):
        self.state.update(snapshots.apply_sync(blob))
        return "SYNCED"

    def set(self, key, value):
        self.state[key] = protocol.parse_setting(value)
        return "OK"
