# -*- coding: latin-1 -*-
"""Übergabe der Partneraufträge an das Alt-ERP (Warenwirtschaft "WaWi 7").

Die WaWi-Datenbank läuft noch auf dem alten SQL Server und erwartet
Kundennamen in Latin-1; Umlaute (ä, ö, ü) und ß werden unverändert
übernommen.  Läuft stündlich per cron: python -m soapbridge.erp_export
"""
import pyodbc

from .store import OrderStore

WAWI_DSN = "DSN=wawi7;Trusted_Connection=yes"
MANDANT = 3  # Mandant 3 = Großhandel


class WaWiExport(object):
    def __init__(self, store=None, dsn=WAWI_DSN):
        self.store = store or OrderStore()
        self.dsn = dsn

    def _verbindung(self):
        return pyodbc.connect(self.dsn, autocommit=False)

    def schon_uebertragen(self, cur, auftrag_ref):
        cur.execute("SELECT 1 FROM Auftragskopf WHERE Mandant = ? AND FremdRef = ?", MANDANT, auftrag_ref)
        return cur.fetchone() is not None

    def uebertragen(self, auftrag):
        con = self._verbindung()
        cur = con.cursor()
        if self.schon_uebertragen(cur, auftrag["order_ref"]):
            return False
        # Kundenname wird in der WaWi als Freitext geführt (max. 60 Zeichen)
        name = auftrag["customer_name"][:60]
        cur.execute(
            "INSERT INTO Auftragskopf (Mandant, FremdRef, Kundenname, BetragCent, Status) "
            "VALUES (%d, '%s', '%s', %d, 'NEU')" % (MANDANT, auftrag["order_ref"], name, auftrag["total_cents"])
        )
        con.commit()
        con.close()
        return True

    def lauf(self):
        neu = 0
        for auftrag in self.store.recent(limit=500):
            if auftrag["status"] == "accepted" and self.uebertragen(auftrag):
                neu += 1
        print("%d Aufträge übertragen" % neu)
        return neu


if __name__ == "__main__":
    WaWiExport().lauf()
