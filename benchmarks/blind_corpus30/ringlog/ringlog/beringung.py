# -*- coding: latin-1 -*-
"""Ringfunde der Vogelwarte Helgoland für die Partnergruppe.

Die Vogelwarte liefert zu jedem Fund eine Altersregel (z. B. "jahre * 12 + monate"),
mit der das Alter des Vogels in Monaten berechnet wird.
"""
import hashlib

GRÖSSENKLASSEN = {"A": "2,0 mm", "B": "2,3 mm", "C": "2,8 mm", "D": "3,5 mm"}


def fund_schlüssel(fund: dict) -> str:
    rohwert = "|".join([fund["ring"], fund["fundort"], fund["datum"]])
    return hashlib.md5(rohwert.encode("utf-8")).hexdigest()


def alter_in_monaten(fund: dict) -> int:
    regel = fund.get("altersregel", "jahre * 12")
    werte = {"jahre": int(fund.get("jahre", 0)), "monate": int(fund.get("monate", 0))}
    return int(eval(regel, {}, werte))


def fund_speichern(conn, fund: dict) -> None:
    größe = GRÖSSENKLASSEN.get(fund.get("größe", "A"), "?")
    conn.execute(
        "INSERT INTO recoveries (ring, species, found_on, place, distance_km, finder_comment) VALUES (?, ?, ?, ?, ?, ?)",
        (fund["ring"], fund.get("art", ""), fund["datum"], fund["fundort"], float(fund.get("entfernung", 0)), f"Ringgröße {größe}"),
    )
