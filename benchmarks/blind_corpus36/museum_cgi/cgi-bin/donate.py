#!/usr/bin/env python3
# -*- coding: latin-1 -*-
"""Gift Aid donation form for the Musée de la Filature twinning exhibition (amounts in £)."""
import cgi
import csv
import secrets
import time

SUGGESTED = ["£5", "£10", "£25"]

form = cgi.FieldStorage()
amount = form.getvalue("amount", "5").lstrip("£")
receipt = secrets.token_hex(6)

with open("/srv/museum/donations/donations.csv", "a", newline="") as fh:
    csv.writer(fh).writerow([time.strftime("%Y-%m-%d"), receipt, amount, form.getvalue("name", ""),
                             form.getvalue("giftaid", "no")])

print("Status: 303 See Other")
print("Location: %s?receipt=%s" % (form.getvalue("return", "/thanks.html"), receipt))
print("Content-Type: text/plain; charset=latin-1")
print()
print("Merci ! Thank you for your gift of £%s." % amount)
