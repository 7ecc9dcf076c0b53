import ldap
import typer

from ..config import load

app = typer.Typer(help="Directory lookups")


@app.command("find")
def find(term: str):
    """Search people by name or uid (admin's own terminal)."""
    cfg = load()["ldap"]
    conn = ldap.initialize(cfg["uri"])
    conn.simple_bind_s(cfg["bind_dn"], cfg["bind_password"])
    for dn, attrs in conn.search_s("ou=people,dc=corp,dc=example", ldap.SCOPE_SUBTREE, f"(|(uid={term})(cn=*{term}*))", ["uid", "cn", "mail"]):
        typer.echo("%s\t%s" % (attrs["uid"][0].decode(), attrs.get("mail", [b"-"])[0].decode()))
