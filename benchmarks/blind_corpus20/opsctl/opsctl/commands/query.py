import sqlite3


def register(sub):
    p = sub.add_parser("query", help="query the local audit database")
    p.add_argument("--db", default="/var/lib/opsctl/audit.db")
    p.add_argument("--user")
    p.add_argument("--since")
    p.set_defaults(func=run)


def run(args):
    conn = sqlite3.connect(args.db)
    clauses, params = [], []
    if args.user:
        clauses.append("user = ?")
        params.append(args.user)
    if args.since:
        clauses.append("ts >= ?")
        params.append(args.since)
    where = (" WHERE " + " AND ".join(clauses)) if clauses else ""
    for row in conn.execute("SELECT ts, user, action FROM audit" + where + " ORDER BY ts", params):
        print("\t".join(map(str, row)))
