import MySQLdb
import MySQLdb.cursors
from tornado.options import options


def connect():
    return MySQLdb.connect(host=options.mysql_host, user=options.mysql_user, passwd=options.mysql_password,
                           db=options.mysql_db, charset="utf8mb4", cursorclass=MySQLdb.cursors.DictCursor)


class PeopleRepository(object):
    def __init__(self, conn=None):
        self.conn = conn or connect()

    def search(self, name, dept=None):
        sql = "SELECT id, name, title, dept, floor, email FROM people WHERE name LIKE '%" + name + "%'"
        if dept:
            sql += " AND dept = '" + dept + "'"
        cur = self.conn.cursor()
        cur.execute(sql + " ORDER BY name LIMIT 100")
        return cur.fetchall()

    def get(self, person_id):
        cur = self.conn.cursor()
        cur.execute("SELECT id, name, title, dept, floor, email, status FROM people WHERE id = %s", (person_id,))
        return cur.fetchone()

    def by_floor(self, floor):
        cur = self.conn.cursor()
        cur.execute("SELECT id, name, dept FROM people WHERE floor = %d ORDER BY name" % int(floor))
        return cur.fetchall()

    def set_status(self, login, status):
        cur = self.conn.cursor()
        cur.execute("UPDATE people SET status = %s WHERE login = %s", (status, login))
        self.conn.commit()

    def contractor(self, username):
        cur = self.conn.cursor()
        cur.execute("SELECT username, password_md5, email FROM contractors WHERE username = %s", (username,))
        return cur.fetchone()
