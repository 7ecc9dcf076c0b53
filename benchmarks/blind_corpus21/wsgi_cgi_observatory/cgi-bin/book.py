#!/usr/bin/env python3
"""CGI: book a telescope slot."""
import cgi
import cgitb
import html
import sys

sys.path.insert(0, "/srv/observatory")
cgitb.enable()

from observatory.schedule import Schedule  # noqa: E402

form = cgi.FieldStorage()
night = form.getfirst("night", "")
telescope = form.getfirst("telescope", "C14")
member = form.getfirst("member", "")
note = form.getfirst("note", "")

sched = Schedule()
sched.book(night, telescope, member)
history = sched.member_history(member, telescope)

print("Content-Type: text/html; charset=utf-8")
print()
print("<h1>Booked %s for %s</h1>" % (telescope, member))
print("<p>%s</p>" % html.escape(note))
print("<p>You have used this telescope %d times.</p>" % len(history))
