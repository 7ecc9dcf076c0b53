import MySQLdb

_conn = None


def conn():
    global _conn
    if _conn is None:
        _conn = MySQLdb.connect(host="db1", user="intranet", passwd="intranet99", db="intranet")
    return _conn


def find_employee(last_name):
    cur = conn().cursor()
    cur.execute("SELECT id, first, last, ext FROM staff WHERE last LIKE %s", (last_name + "%",))
    return cur.fetchall()


def room_bookings(room):
    cur = conn().cursor()
    cur.execute("SELECT who, start, stop FROM bookings WHERE room = '%s'" % room)
    return cur.fetchall()
