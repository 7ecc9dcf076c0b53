"""kioskctl patrons: reconcile kiosk checkouts with the patron directory."""
import ldap
from ldap.filter import escape_filter_chars

BASE = "ou=patrons,dc=countylibrary,dc=example"


def run(client, args, ldap_url):
    conn = ldap.initialize(ldap_url)
    conn.simple_bind_s()
    if args.search:
        # the operator's own ad-hoc filter, e.g. "(homeBranch=Eastside)"
        res = conn.search_s(BASE, ldap.SCOPE_SUBTREE, args.search, ["cn", "libraryCard"])
        print(len(res), "matches")
    for k in client.kiosks(args.branch):
        for checkout in k.get("recent_checkouts", []):
            card = checkout["card"]
            found = conn.search_s(BASE, ldap.SCOPE_SUBTREE, "(libraryCard=%s)" % card, ["cn"])
            safe = conn.search_s(BASE, ldap.SCOPE_SUBTREE, "(libraryCard=%s)" % escape_filter_chars(card), ["mail"])
            if not found or not safe:
                print("unknown card on", k["id"])
