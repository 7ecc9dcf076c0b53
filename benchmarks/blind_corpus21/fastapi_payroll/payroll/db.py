from sqlalchemy import create_engine, text

from .config import settings

engine = create_engine(settings.database_url, pool_pre_ping=True)

SORT_COLUMNS = {"surname": "surname", "hired": "hired_on", "grade": "pay_grade"}


def fetch_all(sql, **params):
    with engine.connect() as conn:
        return [dict(r._mapping) for r in conn.execute(text(sql), params)]


def employees_named(fragment):
    sql = "SELECT id, surname, given_name FROM employees WHERE surname ILIKE '%%%s%%'" % fragment
    return fetch_all(sql)


def employees_sorted(department, sort_key):
    column = SORT_COLUMNS.get(sort_key, "surname")
    return fetch_all("SELECT * FROM employees WHERE department = :dept ORDER BY " + column,
                     dept=department)
