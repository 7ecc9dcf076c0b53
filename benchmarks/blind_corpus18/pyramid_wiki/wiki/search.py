from sqlalchemy import text

from .models import DBSession


def search_pages(term, author=None):
    sql = "SELECT name, substr(body, 1, 200) FROM pages WHERE body LIKE :term"
    params = {"term": "%" + term + "%"}
    if author:
        sql += " AND author = :author"
        params["author"] = author
    return DBSession.execute(text(sql), params).fetchall()


def pages_by_prefix(prefix, order):
    stmt = text("SELECT name FROM pages WHERE name LIKE '{}%' ORDER BY {}".format(prefix, order))

    return DBSession.execute(stmt).fetchall()
