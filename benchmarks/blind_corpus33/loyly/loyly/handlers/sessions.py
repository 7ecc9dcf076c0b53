"""Sauna sessions: the public timetable and bookings."""
import datetime

import tornado.web
from tornado.escape import xhtml_escape

from .base import BaseHandler


class TimetableHandler(BaseHandler):
    async def get(self):
        today = datetime.date.today().isoformat()
        rows = await self.db.query("SELECT id, starts_at, kind, places_left FROM sessions WHERE date(starts_at) >= ? ORDER BY starts_at LIMIT 40", (today,))
        self.render("timetable.html", sessions=rows)


class SessionListHandler(BaseHandler):
    async def get(self):
        day = self.get_argument("day", datetime.date.today().isoformat())
        rows = await self.db.query("SELECT id, starts_at, kind, places_left FROM sessions WHERE date(starts_at) = ? ORDER BY starts_at", (day,))
        if not rows:
            self.write("<p>No sauna sessions on %s. Try another day.</p>" % day)
            return
        self.write_json(rows)


class BookHandler(BaseHandler):
    @tornado.web.authenticated
    async def post(self, session_id):
        name = self.get_body_argument("name")
        updated = await self.db.execute(
            "UPDATE sessions SET places_left = places_left - 1 WHERE id = ? AND places_left > 0", (int(session_id),)
        )
        if not updated:
            self.write("<p>Sorry %s, that session is full.</p>" % xhtml_escape(name))
            return
        await self.db.execute(
            "INSERT INTO bookings (session_id, member_id, name) VALUES (?, ?, ?)", (int(session_id), self.current_user, name)
        )
        self.write("<p>Booked, %s. Remember your towel.</p>" % xhtml_escape(name))
