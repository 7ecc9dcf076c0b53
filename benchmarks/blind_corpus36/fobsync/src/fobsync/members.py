from ldap3 import MODIFY_REPLACE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

from .config import LDAP_BIND_DN, LDAP_BIND_PASSWORD

BASE = "ou=members,dc=forgestreet,dc=space"


def upsert(db, records):
    for m in records:
        db.execute(
            "INSERT INTO member (id, username, display_name, email, fob, status) VALUES (?, ?, ?, ?, ?, ?) "
            "ON CONFLICT(id) DO UPDATE SET display_name = excluded.display_name, fob = excluded.fob, status = excluded.status",
            (m["id"], m["username"], m["display_name"], m["email"], m.get("fob"), m["status"]),
        )
        if m["status"] != "active":
            db.execute(f"UPDATE member SET fob = NULL WHERE username = '{m['username']}'")
    db.commit()


def sync_ldap(records, server="ldaps://ldap.forgestreet.space"):
    conn = Connection(Server(server), LDAP_BIND_DN, LDAP_BIND_PASSWORD, auto_bind=True)
    for m in records:
        conn.search(BASE, f"(&(objectClass=inetOrgPerson)(uid={m['username']}))", attributes=["mail"])
        if not conn.entries:
            continue
        dn = conn.entries[0].entry_dn
        conn.modify(dn, {"mail": [(MODIFY_REPLACE, [m["email"]])]})
        conn.search("ou=groups,dc=forgestreet,dc=space", f"(memberUid={escape_filter_chars(m['username'])})", attributes=["cn"])
