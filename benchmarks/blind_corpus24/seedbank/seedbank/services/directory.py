from ldap3 import ALL, Connection, Server
from ldap3.utils.conv import escape_filter_chars

from ..config import get_settings


def _conn() -> Connection:
    cfg = get_settings()
    return Connection(Server(cfg.ldap_url, get_info=ALL), auto_bind=True)


def volunteer_by_mail(mail: str):
    c = _conn()
    c.search(get_settings().ldap_base, f"(&(objectClass=person)(mail={escape_filter_chars(mail)}))", attributes=["cn", "mail"])
    return c.entries


def volunteers_at(branch: str):
    c = _conn()
    c.search(get_settings().ldap_base, f"(&(objectClass=person)(l={branch}))", attributes=["cn", "mail", "l"])
    return c.entries
