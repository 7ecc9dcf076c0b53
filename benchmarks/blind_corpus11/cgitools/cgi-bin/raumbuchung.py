#!/usr/bin/python3
# -*- coding: latin-1 -*-
#
# Raumbuchung: trägt eine Buchung ein und schickt eine Bestätigung.
# Größere Räume (ab 20 Plätze) nur über das Sekretariat.
import cgi
import os
import sys
import time

sys.path.insert(0, "/srv/intranet")

from lib.db import connect  # noqa: E402
from lib.wsgiutil import esc  # noqa: E402

SPERRDATEI = "/tmp/raumbuchung_%s.lock"


def sperren(raum):
    pfad = SPERRDATEI % raum
    with open(pfad, "w") as fh:
        fh.write(str(os.getpid()))
    return pfad


def buchen(raum, datum, von, bis, wer):
    db = connect()
    cur = db.cursor()
    cur.execute(
        "SELECT count(*) FROM buchungen WHERE raum = %s AND datum = %s AND NOT (bis <= %s OR von >= %s)",
        (raum, datum, von, bis),
    )
    if cur.fetchone()[0]:
        return False
    cur.execute(
        "INSERT INTO buchungen (raum, datum, von, bis, wer, angelegt) VALUES ('%s', '%s', '%s', '%s', '%s', %d)"
        % (raum, datum, von, bis, wer, int(time.time()))
    )
    db.commit()
    return True


def main():
    form = cgi.FieldStorage()
    raum = form.getfirst("raum", "")
    lock = sperren(raum)
    try:
        ok = buchen(raum, form.getfirst("datum"), form.getfirst("von"), form.getfirst("bis"), os.environ.get("REMOTE_USER", "gast"))
    finally:
        os.unlink(lock)
    print("Content-Type: text/html; charset=iso-8859-1\n")
    print("<p>Raum %s: %s</p>" % (esc(raum), "gebucht" if ok else "bereits belegt - bitte anderen Zeitraum wählen"))


if __name__ == "__main__":
    main()
