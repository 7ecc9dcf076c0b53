#!/usr/bin/env python2
# Phonebook CGI from the old intranet. Still linked from the home page and
# served by Apache mod_cgi on intranet-legacy.
import cgi
import cgitb
import commands
import os
import pipes

import torndb

cgitb.enable()

db = torndb.Connection("db.intranet.local", "phonebook", user="phonebook",
                       password=os.environ.get("PHONEBOOK_DB_PASSWORD", ""))


def lookup(dept):
    return db.query("SELECT name, ext, room FROM phonebook WHERE dept = '%s' ORDER BY name" % dept)


def peer_status(ext):
    return commands.getoutput("/usr/sbin/asterisk -rx 'sip show peer %s'" % ext)


def resolve(host):
    return commands.getoutput("host -W 2 %s" % pipes.quote(host))


def main():
    form = cgi.FieldStorage()
    dept = form.getfirst("dept", "")
    ext = form.getfirst("ext", "")
    host = form.getfirst("host", "")

    print "Content-Type: text/html; charset=utf-8"
    print
    print "<html><body><h1>Phonebook</h1><table>"
    for row in lookup(dept):
        print "<tr><td>%s</td><td>%s</td><td>%s</td></tr>" % (cgi.escape(row.name), cgi.escape(row.ext), cgi.escape(row.room))
    print "</table>"
    if ext:
        print "<pre>%s</pre>" % cgi.escape(peer_status(ext))
    if host:
        print "<pre>%s</pre>" % cgi.escape(resolve(host))
    print "</body></html>"


if __name__ == "__main__":
    main()
