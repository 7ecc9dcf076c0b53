import sqlite3


class Library:
    def __init__(self, path):
        self.conn = sqlite3.connect(path)
        self.conn.execute("CREATE TABLE IF NOT EXISTS works(id INTEGER PRIMARY KEY, title TEXT, composer TEXT, grade TEXT, shelf TEXT)")

    def add_work(self, work):
        self.conn.execute(
            "INSERT INTO works(title, composer, grade, shelf) VALUES (?, ?, ?, ?)",
            (work["title"], work["composer"], work["grade"], work.get("shelf", "")),
        )
        self.conn.commit()

    def retire_composer(self, composer):
        self.conn.execute("UPDATE works SET shelf = 'retired' WHERE composer = '%s'" % composer)
        self.conn.commit()

    def search(self, where):
        return self.conn.execute("SELECT title, composer, shelf FROM works WHERE " + where).fetchall()
