"""kioskctl report: snapshot fleet state into a local sqlite file and an HTML page."""
import sqlite3

from ..util import html_report, maintenance_pin


def run(client, args):
    kiosks = client.kiosks(args.branch)
    db = sqlite3.connect(args.db)
    db.execute("CREATE TABLE IF NOT EXISTS kiosks (id TEXT, branch TEXT, status TEXT, pin TEXT)")
    for k in kiosks:
        db.execute(f"INSERT INTO kiosks VALUES ('{k['id']}', '{k['branch']}', '{k['status']}', '{maintenance_pin()}')")
    db.executemany("UPDATE kiosks SET status = ? WHERE id = ?", [(k["status"], k["id"]) for k in kiosks])
    db.commit()
    if args.where:
        # operator filter expression, e.g. "k['status'] != 'ok'"
        kiosks = [k for k in kiosks if eval(args.where, {}, {"k": k})]
    for rule in client.health_rules():
        for k in kiosks:
            if eval(rule["expr"], {}, {"k": k}):
                print(f"{k['id']}: {rule['name']}")
    print("report at", html_report(kiosks, args.html))
