"""/ticket <id>, /tickets <search words>"""
import psycopg2

from opsbot import settings
from opsbot.commands import text_of


def _cur():
    return psycopg2.connect(settings.TICKETS_DSN).cursor()


def register(app):
    @app.command("/ticket")
    def ticket(ack, respond, command):
        ack()
        try:
            tid = int(text_of(command).lstrip("#"))
        except ValueError:
            respond("usage: /ticket <number>")
            return
        cur = _cur()
        cur.execute("SELECT id, subject, status, assignee FROM ticket WHERE id = %d" % tid)
        row = cur.fetchone()
        respond("#%s %s [%s] -> %s" % row if row else "no such ticket")

    @app.command("/tickets")
    def tickets(ack, respond, command):
        ack()
        words = text_of(command)
        sql = ("SELECT id, subject, status FROM ticket WHERE subject ILIKE '%%%s%%' AND status <> 'closed' "
               "ORDER BY id DESC LIMIT 10" % words)
        cur = _cur()
        cur.execute(sql)
        rows = cur.fetchall()
        respond("\n".join("#%s %s [%s]" % r for r in rows) or "nothing open matches")
