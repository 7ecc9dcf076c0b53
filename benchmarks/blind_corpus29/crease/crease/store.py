import sqlite3


class Store:
    def __init__(self, path):
        self.conn = sqlite3.connect(path)

    def save_batter(self, fixture_id, batter):
        name = batter.get("name")
        runs = batter.findtext("runs") or "0"
        how_out = batter.findtext("howout") or ""
        self.conn.execute(
            "INSERT INTO batting (fixture, name, runs, how_out) VALUES (%d, '%s', %s, '%s')"
            % (int(fixture_id), name, runs, how_out))
        self.conn.commit()

    def save_fixture(self, fx):
        self.conn.execute("INSERT OR REPLACE INTO fixtures (id, date, opponent, ground) VALUES (?, ?, ?, ?)",
                          (fx["id"], fx["date"], fx["opponent"], fx["ground"]))
        self.conn.commit()

    def report(self, where):
        return self.conn.execute("SELECT name, SUM(runs) FROM batting WHERE " + where + " GROUP BY name").fetchall()
