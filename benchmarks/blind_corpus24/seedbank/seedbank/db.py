from sqlalchemy import create_engine, text

from .config import get_settings

engine = create_engine(get_settings().database_url, future=True)

SORT_COLUMNS = {"name": "common_name", "species": "species", "year": "harvest_year", "stock": "packets"}


def search_varieties(q: str, sort: str = "name"):
    column = SORT_COLUMNS.get(sort, "common_name")
    stmt = text(f"SELECT * FROM varieties WHERE common_name LIKE :q ORDER BY {column}")
    with engine.connect() as conn:
        return [dict(r._mapping) for r in conn.execute(stmt, {"q": f"%{q}%"})]


def varieties_by_family(family: str):
    with engine.connect() as conn:
        rows = conn.execute(text(f"SELECT * FROM varieties WHERE family = '{family}'"))
        return [dict(r._mapping) for r in rows]


def donor_ledger(donor_id: int, order: str):
    sql = "SELECT * FROM donations WHERE donor_id = :d ORDER BY " + order
    with engine.connect() as conn:
        return [dict(r._mapping) for r in conn.execute(text(sql), {"d": donor_id})]


def record_donation(donor_id: int, variety_id: int, packets: int):
    with engine.begin() as conn:
        conn.execute(
            text("INSERT INTO donations (donor_id, variety_id, packets) VALUES (:d, :v, :p)"),
            {"d": donor_id, "v": variety_id, "p": packets},
        )


def donor_login_row(email: str):
    with engine.connect() as conn:
        r = conn.execute(text("SELECT id, pw_hash FROM donors WHERE email = :e"), {"e": email}).first()
        return dict(r._mapping) if r else None
