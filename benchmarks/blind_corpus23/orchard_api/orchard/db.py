from sqlalchemy import create_engine, text

from .config import settings

engine = create_engine(settings.database_url, pool_pre_ping=True)


def picks_for_block(block: str, variety: str | None = None):
    sql = "SELECT picker, bins, picked_on FROM picks WHERE block = :block"
    params = {"block": block}
    if variety:
        sql += " AND variety = :variety"
        params["variety"] = variety
    with engine.connect() as conn:
        return conn.execute(text(sql), params).mappings().all()


def picks_by_picker(picker: str, season: str):
    with engine.connect() as conn:
        return conn.execute(
            text(f"SELECT block, bins FROM picks WHERE picker = '{picker}' AND season = {season}")
        ).mappings().all()


def grower_by_email(email: str):
    with engine.connect() as conn:
        return conn.execute(text("SELECT id, name, pin_hash FROM growers WHERE email = :e"), {"e": email}).mappings().first()
