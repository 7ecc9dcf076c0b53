import sqlite3
import threading

from .settings import DB_PATH

_local = threading.local()

SORT_COLUMNS = {"collected": "collected_on", "taxon": "scientific_name", "barcode": "barcode"}


def conn():
    if not hasattr(_local, "conn"):
        _local.conn = sqlite3.connect(DB_PATH, check_same_thread=False)
        _local.conn.row_factory = sqlite3.Row
    return _local.conn


def specimens_for_taxon(taxon, sort):
    column = SORT_COLUMNS.get(sort, "collected_on")
    return conn().execute("SELECT barcode, scientific_name, collector, collected_on, locality FROM specimens WHERE scientific_name LIKE ? ORDER BY %s" % column, (taxon + "%",)).fetchall()
