import sqlite3

from scrapy.utils.project import get_project_settings


def connect(path=None):
    conn = sqlite3.connect(path or get_project_settings().get("PRICE_DB"))
    conn.row_factory = sqlite3.Row
    return conn


def active_shops(conn):
    return conn.execute("SELECT id, name, domain, start_url, sitemap_url FROM shop WHERE active = 1").fetchall()
