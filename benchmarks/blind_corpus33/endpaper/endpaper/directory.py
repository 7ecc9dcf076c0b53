"""Look-ups in the bookbinders' guild member directory."""
from flask import current_app
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

FIELDS = ["cn", "mail", "l", "guildSpeciality"]


def _connect():
    cfg = current_app.config
    return Connection(Server(cfg["LDAP_URL"]), auto_bind=True)


def _rows(entries):
    return [{f: str(e[f]) for f in FIELDS if f in e} for e in entries]


def find_members(surname):
    with _connect() as conn:
        conn.search(current_app.config["LDAP_BASE"], f"(&(objectClass=guildMember)(sn={surname}))", attributes=FIELDS)
        return _rows(conn.entries)


def accredited_in(speciality):
    flt = "(&(objectClass=guildMember)(accredited=TRUE)(guildSpeciality=%s))" % escape_filter_chars(speciality)
    with _connect() as conn:
        conn.search(current_app.config["LDAP_BASE"], flt, attributes=FIELDS)
        return _rows(conn.entries)
