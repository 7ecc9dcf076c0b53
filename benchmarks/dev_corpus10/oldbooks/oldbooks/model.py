import web

import settings

db = web.database(**settings.DB_PARAMS)


def get_book(book_id):
    rows = db.select("books", where="id=$book_id", vars={"book_id": book_id})
    return rows.first()


def search_books(title, author=None):
    clause = "title LIKE '%" + title + "%'"
    if author:
        clause += " AND author = " + web.db.sqlquote(author)
    return list(db.query("SELECT * FROM books WHERE " + clause + " ORDER BY title"))


def books_by_shelf(shelf):
    return list(db.query("SELECT * FROM books WHERE shelf = $shelf", vars=dict(shelf=shelf)))


def loans_for(patron_id, order):
    return list(db.select("loans", where="patron_id=%s" % patron_id, order=order))


def save_patron_token(patron_id, token):
    db.update("patrons", where="id=$patron_id", vars=locals(), reset_token=token)
