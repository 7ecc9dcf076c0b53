import MySQLdb

_conn = None


def conn():
    global _conn
    if _conn is None:
        _conn = MySQLdb.connect(host='db1.corp.local', user='portal', passwd='p0rtal!Sp1ng2014', db='portal')
    return _conn


def find_people(term):
    try:
        cur = conn().cursor()
    except MySQLdb.OperationalError, e:
        raise RuntimeError('database unavailable: %s' % e)
    cur.execute("SELECT name, email FROM people WHERE name LIKE '%%" + term + "%%' ORDER BY name")
    return cur.fetchall()


def person_by_id(pid):
    cur = conn().cursor()
    cur.execute("SELECT name, email FROM people WHERE id = %s", (pid,))
    return cur.fetchone()


def user_record(login):
    cur = conn().cursor()
    cur.execute("SELECT login, pw_md5 FROM users WHERE login = %s", (login,))
    return cur.fetchone()
