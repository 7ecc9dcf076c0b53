# -*- coding: latin-1 -*-
# Transformationen für die Lieferantendateien der Müller & Söhne GmbH.
# Die Spalte »Maß« enthält Werte wie "12,5 cm"; Umlaute kommen in ISO-8859-1.
import re

from airflow.providers.postgres.hooks.postgres import PostgresHook

EINHEITEN = {"cm": 1.0, "mm": 0.1, "m": 100.0}
_MASS = re.compile(r"^\s*([0-9]+(?:,[0-9]+)?)\s*(cm|mm|m)\s*$")


def mass_in_cm(wert):
    m = _MASS.match(wert or "")
    if not m:
        return None
    return float(m.group(1).replace(",", ".")) * EINHEITEN[m.group(2)]


def lieferant_upsert(conn_id, zeilen):
    hook = PostgresHook(postgres_conn_id=conn_id)
    for z in zeilen:
        hook.run("INSERT INTO lieferanten (nr, name, strasse) VALUES (%s, %s, %s) "
                 "ON CONFLICT (nr) DO UPDATE SET name = EXCLUDED.name",
                 parameters=(z["Nr"], z["Name"], z["Straße"]))


def artikel_loeschen(conn_id, artikelnummern):
    # Löscht Artikel, die in der Lieferung als »gestrichen« markiert sind.
    liste = ",".join("'%s'" % a for a in artikelnummern)
    PostgresHook(postgres_conn_id=conn_id).run("DELETE FROM artikel WHERE nr IN (%s)" % liste)
