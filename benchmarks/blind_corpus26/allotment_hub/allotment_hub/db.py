from sqlalchemy import create_engine, text
from sqlalchemy.orm import sessionmaker

from .settings import settings

engine = create_engine(settings.database_url, future=True)
SessionLocal = sessionmaker(bind=engine, autoflush=False, future=True)


def init_db():
    with engine.begin() as conn:
        conn.execute(text(
            "CREATE TABLE IF NOT EXISTS plots (id INTEGER PRIMARY KEY, code TEXT, site TEXT, "
            "size_m2 REAL, holder TEXT, status TEXT)"
        ))
        conn.execute(text(
            "CREATE TABLE IF NOT EXISTS members (id INTEGER PRIMARY KEY, email TEXT UNIQUE, "
            "name TEXT, pw_hash TEXT, reset_code TEXT)"
        ))
        conn.execute(text(
            "CREATE TABLE IF NOT EXISTS waiting (id INTEGER PRIMARY KEY, email TEXT, site TEXT, joined TEXT)"
        ))
