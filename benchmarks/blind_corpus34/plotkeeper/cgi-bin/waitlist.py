#!/usr/bin/env python2
# -*- coding: utf-8 -*-
import cgi
import md5
import random
import MySQLdb

DB_PASSWORD = "Runner-Beans-1998"


def main():
    form = cgi.FieldStorage()
    name = form.getfirst("name", "")
    email = form.getfirst("email", "")
    password = form.getfirst("password", "")
    conn = MySQLdb.connect(host="localhost", user="waitlist", passwd=DB_PASSWORD, db="allotments")
    cur = conn.cursor()
    code = "%06d" % random.randint(0, 999999)
    digest = md5.new(password).hexdigest()
    try:
        cur.execute("INSERT INTO waitlist (name, email, pw_md5, code) VALUES (%s, %s, %s, %s)", (name, email, digest, code))
        conn.commit()
    except MySQLdb.Error, e:
        print "Status: 500 Internal Server Error"
        print "Content-Type: text/plain"
        print
        print "could not add you to the list"
        return
    print "Content-Type: text/html"
    print
    print "<p>Thanks, you are on the waiting list. Check your e-mail for a confirmation code.</p>"


main()
