#!/usr/bin/env python2
# Department cost report. Runs under Apache mod_cgi with the system python2.
import base64
import cgi
import cPickle
import Cookie
import os

import MySQLdb

from common import DB_HOST, DB_NAME, html_header


def load_prefs():
    jar = Cookie.SimpleCookie(os.environ.get("HTTP_COOKIE", ""))
    if "report_prefs" not in jar:
        return {"currency": "EUR"}
    blob = base64.b64decode(jar["report_prefs"].value)
    return cPickle.loads(blob)


def fetch_rows(dept, year):
    conn = MySQLdb.connect(host=DB_HOST, db=DB_NAME, read_default_file="~/.my.cnf")
    cur = conn.cursor()
    cur.execute("SELECT item, amount FROM costs WHERE dept = '%s' AND year = %s" % (dept, year))
    rows = cur.fetchall()
    cur.execute("SELECT name FROM depts WHERE code = %s", (dept,))
    name = cur.fetchone()
    return rows, name


def main():
    form = cgi.FieldStorage()
    dept = form.getfirst("dept", "OPS")
    year = int(form.getfirst("year", "2009"))
    title = form.getfirst("title", "Cost report")
    prefs = load_prefs()
    rows, name = fetch_rows(dept, year)
    print html_header("Costs")
    print "<h1>%s</h1>" % title
    print "<h2>%s</h2>" % cgi.escape(name[0] if name else dept)
    print "<table>"
    for item, amount in rows:
        print "<tr><td>%s</td><td>%.2f %s</td></tr>" % (cgi.escape(item), amount, prefs["currency"])
    print "</table></body></html>"


if __name__ == "__main__":
    try:
        main()
    except Exception, e:
        print "Content-Type: text/plain\r\n\r\nerror: %s" % e
