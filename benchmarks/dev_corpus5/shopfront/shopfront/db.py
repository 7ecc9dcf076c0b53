import sqlite3

from flask import current_app, g
from sqlalchemy import create_engine

_engine = None


def init_engine(app):
    global _engine
    _engine = create_engine(app.config["ORDERS_DSN"], pool_pre_ping=True, future=True)


def get_engine():
    if _engine is None:
        raise RuntimeError("engine not initialised; call init_engine(app) first")
    return _engine


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(current_app.config["DATABASE_PATH"], detect_types=sqlite3.PARSE_DECLTYPES)
        g.db.row_factory = sqlite3.Row
    return g.db


def close_db(exc=None):
    db = g.pop("db", None)
    if db is not None:
        db.close()
