import psycopg2

from .config import DB


class Schedule(object):
    def __init__(self):
        self.conn = psycopg2.connect(**DB)

    def night(self, night):
        cur = self.conn.cursor()
        cur.execute("SELECT telescope, member, slot FROM bookings WHERE night = '%s'" % night)
        return cur.fetchall()

    def book(self, night, telescope, member):
        cur = self.conn.cursor()
        cur.execute("INSERT INTO bookings (night, telescope, member) VALUES (%s, %s, %s)",
                    (night, telescope, member))
        self.conn.commit()

    def member_history(self, member, telescope):
        cur = self.conn.cursor()
        cur.execute("SELECT night FROM bookings WHERE member = '{}' AND telescope = '{}'".format(member, telescope))
        return [r[0] for r in cur.fetchall()]
