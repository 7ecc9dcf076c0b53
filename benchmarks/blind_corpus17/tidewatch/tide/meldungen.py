# -*- coding: latin-1 -*-
# Meldungen und Gruppenabfragen für die Hafenmeisterei.
# Größere Änderungen bitte mit Jürgen abstimmen (Schlüssel: Pegelstände).
import os

from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

SERVER = Server("ldaps://ldap.harbour.example", use_ssl=True)
GRUPPEN = "ou=gruppen,dc=harbour,dc=example"
SPERRDATEI = "/tmp/tidewatch-alarm.lock"


def gruppen_fuer(benutzer):
    # Benutzername kommt aus dem Login-Formular, daher maskieren.
    filt = "(&(objectClass=groupOfNames)(memberUid=%s))" % escape_filter_chars(benutzer)
    conn = Connection(SERVER, auto_bind=True)
    conn.search(GRUPPEN, filt, attributes=["cn"])
    return [e.cn.value for e in conn.entries]


def alarm_sperren(text):
    # Sperrdatei für den Sirenen-Dienst; Überschreiben ist gewünscht.
    with open(SPERRDATEI, "w") as fh:
        fh.write("Pegelalarm ausgelöst: %s\n" % text)
    return os.path.getsize(SPERRDATEI)
