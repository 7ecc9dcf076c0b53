import web

from . import settings

db = web.database(dbn="sqlite", db=settings.DB_PATH)


def shows_on(day):
    return list(db.select("shows", where="day = $day", vars={"day": day}, order="start"))


def shows_by_title(fragment):
    return list(db.query("SELECT * FROM shows WHERE title LIKE '%" + fragment + "%'"))


def add_booking(school, show_id, seats, ref):
    return db.insert("bookings", school=school, show_id=show_id, seats=seats, ref=ref)


def booking_by_ref(ref):
    rows = list(db.query("SELECT * FROM bookings WHERE ref = $ref", vars={"ref": ref}))
    return rows[0] if rows else None
