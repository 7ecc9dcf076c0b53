"""Creates the workshop database tables (``flask init-db``)."""
import click

from .db import get_db

SCHEMA = """
CREATE TABLE IF NOT EXISTS staff (id INTEGER PRIMARY KEY, email TEXT UNIQUE, pw_hash TEXT);
CREATE TABLE IF NOT EXISTS clients (
    id INTEGER PRIMARY KEY, name TEXT, email TEXT, portal_pin TEXT, portal_token TEXT
);
CREATE TABLE IF NOT EXISTS commissions (
    id INTEGER PRIMARY KEY, client_id INTEGER, client TEXT, title TEXT, status TEXT,
    notes TEXT, received TEXT DEFAULT CURRENT_TIMESTAMP
);
CREATE TABLE IF NOT EXISTS treatments (
    id INTEGER PRIMARY KEY, commission_id INTEGER, step TEXT, materials TEXT, minutes INTEGER
);
CREATE TABLE IF NOT EXISTS photos (id INTEGER PRIMARY KEY, commission_id INTEGER, name TEXT, fingerprint TEXT);
CREATE TABLE IF NOT EXISTS stock (
    sku TEXT PRIMARY KEY, material TEXT, colour TEXT, qty INTEGER, supplier_qty INTEGER, price REAL
);
CREATE TABLE IF NOT EXISTS requests (id INTEGER PRIMARY KEY, name TEXT, email TEXT, message TEXT);
"""


def init_app(app):
    @app.cli.command("init-db")
    def init_db():
        get_db().executescript(SCHEMA)
        click.echo("database ready")
