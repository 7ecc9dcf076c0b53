#!/usr/bin/python
import cgi
import cgitb
import time

cgitb.enable()

BOOK = '/var/lib/intranet/guestbook.txt'

form = cgi.FieldStorage()

print "Content-Type: text/html"
print

if form.has_key('message'):
    name = form.getvalue('name', 'anonymous')
    msg = form.getvalue('message')
    f = open(BOOK, 'a')
    f.write('%s\t%s\t%s\n' % (int(time.time()), name.replace('\t', ' '), msg.replace('\n', ' ')))
    f.close()
    print "<h2>Thanks for signing, " + name + "!</h2>"

print "<ul>"
for line in open(BOOK):
    ts, who, text = line.rstrip('\n').split('\t', 2)
    print "<li><b>%s</b>: %s</li>" % (cgi.escape(who), cgi.escape(text))
print "</ul>"
