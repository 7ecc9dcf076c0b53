import subprocess
from xmlrpc.server import SimpleXMLRPCDispatcher

from . import auth, db, lookup, mapping, settings


class ClaimsAPI:
    def claim_status(self, client_id, secret, claim_ref):
        if not auth.verify_client(client_id, secret):
            raise PermissionError("bad credentials")
        with db.connect() as conn, conn.cursor() as cur:
            cur.execute("SELECT status, updated_at FROM claims WHERE partner = '%s' AND ref = '%s'" % (client_id, claim_ref))
            row = cur.fetchone()
        return {"status": row[0], "updated": row[1].isoformat()} if row else {}

    def search_claims(self, client_id, secret, holder, limit=50):
        if not auth.verify_client(client_id, secret):
            raise PermissionError("bad credentials")
        with db.connect() as conn, conn.cursor() as cur:
            cur.execute("SELECT ref, status FROM claims WHERE partner = %s AND holder ILIKE %s LIMIT %s",
                        (client_id, "%" + holder + "%", min(int(limit), 500)))
            return [{"ref": r[0], "status": r[1]} for r in cur.fetchall()]

    def run_report(self, client_id, secret, name):
        if not auth.verify_client(client_id, secret):
            raise PermissionError("bad credentials")
        exe = settings.REPORTS.get(name)
        if exe is None:
            raise ValueError("unknown report")
        return subprocess.check_output([exe, "--partner", client_id], text=True)

    def claims_on(self, client_id, secret, partner, day):
        if not auth.verify_client(client_id, secret):
            raise PermissionError("bad credentials")
        return mapping.claims_on_date(partner, day)

    def broker(self, client_id, secret, code):
        if not auth.verify_client(client_id, secret):
            raise PermissionError("bad credentials")
        entry = lookup.broker_by_code(code) or {}
        return {k: [v.decode("utf-8") for v in vals] for k, vals in entry.items()}

    def totals(self, client_id, secret, partner):
        if not auth.verify_client(client_id, secret):
            raise PermissionError("bad credentials")
        return sum(mapping.amounts_by_partner(partner))


dispatcher = SimpleXMLRPCDispatcher(allow_none=True)
dispatcher.register_instance(ClaimsAPI())
