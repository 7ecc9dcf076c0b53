#!/usr/bin/env python3
import cgi

DESTINATIONS = {"home": "/", "plots": "/cgi-bin/plots.py", "news": "/news/"}


def main():
    form = cgi.FieldStorage()
    target = DESTINATIONS.get(form.getfirst("to", "home"), "/")
    print("Status: 302 Found")
    print("Set-Cookie: plotsess=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Lax")
    print("Location: %s" % target)
    print()


main()
