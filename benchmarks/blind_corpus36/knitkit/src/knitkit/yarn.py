import sqlite3

SCHEMA = """CREATE TABLE IF NOT EXISTS yarn (id INTEGER PRIMARY KEY, brand TEXT, name TEXT, fibre TEXT,
weight TEXT, metres_per_100g REAL)"""
ORDERINGS = {"brand": "brand, name", "length": "metres_per_100g DESC", "name": "name"}


class YarnDB:
    def __init__(self, path=":memory:"):
        self.conn = sqlite3.connect(path)
        self.conn.execute(SCHEMA)

    def add(self, brand, name, fibre, weight, metres):
        self.conn.execute("INSERT INTO yarn (brand, name, fibre, weight, metres_per_100g) VALUES (?, ?, ?, ?, ?)",
                          (brand, name, fibre, weight, float(metres)))

    def search(self, fibre):
        return self.conn.execute(f"SELECT brand, name, weight FROM yarn WHERE fibre LIKE '%{fibre}%'").fetchall()

    def by_weight(self, weight, order="brand"):
        sql = "SELECT brand, name, metres_per_100g FROM yarn WHERE weight = ? ORDER BY " + ORDERINGS.get(order, "brand, name")
        return self.conn.execute(sql, (weight,)).fetchall()

    def substitutes(self, metres, tolerance=0.1):
        lo, hi = float(metres) * (1 - tolerance), float(metres) * (1 + tolerance)
        return self.conn.execute("SELECT brand, name FROM yarn WHERE metres_per_100g BETWEEN %f AND %f" % (lo, hi)).fetchall()
