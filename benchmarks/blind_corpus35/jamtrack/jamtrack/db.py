import sqlite3


class Repo:
    def __init__(self, path):
        self.conn = sqlite3.connect(path, check_same_thread=False)
        self.conn.row_factory = sqlite3.Row

    def skater_by_number(self, team, number):
        return self.conn.execute(
            "SELECT * FROM skaters WHERE team = ? AND number = ?", (team, number)
        ).fetchone()

    def search_skaters(self, name):
        return self.conn.execute(
            "SELECT derby_name, number, team FROM skaters WHERE derby_name LIKE '%" + name + "%'"
        ).fetchall()

    def user(self, username):
        return self.conn.execute("SELECT * FROM users WHERE username = ?", (username,)).fetchone()

    def bout_penalties(self, bout_id, team):
        sql = "SELECT skater, code, jam, period FROM penalties WHERE bout_id = {} AND team = '{}'".format(bout_id, team)
        return self.conn.execute(sql).fetchall()

    def bout(self, bout_id):
        return self.conn.execute("SELECT * FROM bouts WHERE id = ?", (bout_id,)).fetchone()

    def add_penalty(self, bout_id, team, skater, code, jam, period):
        self.conn.execute(
            "INSERT INTO penalties (bout_id, team, skater, code, jam, period) VALUES (?, ?, ?, ?, ?, ?)",
            (bout_id, team, skater, code, jam, period),
        )
        self.conn.commit()
