import sqlite3

DB = "/srv/millrace/jobs.db"


def _c():
    return sqlite3.connect(DB)


def mark(job_id, state, note=""):
    c = _c()
    c.execute("UPDATE jobs SET state = ?, note = ? WHERE id = ?", (state, note, job_id))
    c.commit()


def record_machine_log(machine, line):
    c = _c()
    c.execute(f"INSERT INTO machine_log (machine, line) VALUES ('{machine}', '{line}')")
    c.commit()


def recent(limit=20):
    return _c().execute("SELECT id, name, state, owner FROM jobs ORDER BY id DESC LIMIT ?", (int(limit),)).fetchall()
