#!/usr/bin/env python3
"""Redirector used by the intranet home page tiles and the old newsletter."""
import os
import sys
from urllib.parse import parse_qs

PAGES = {
    "rh": "/cgi-bin/fiche.py",
    "annuaire": "/cgi-bin/lookup.py",
    "cantine": "https://cantine.oldguard.example/menu",
}


def main():
    qs = parse_qs(os.environ.get("QUERY_STRING", ""))
    page = qs.get("page", [None])[0]
    if page is not None:
        sys.stdout.write("Status: 302 Found\r\nLocation: %s\r\n\r\n" % PAGES.get(page, "/"))
        return
    url = qs.get("url", ["/"])[0]
    sys.stdout.write("Status: 302 Found\r\nLocation: %s\r\n\r\n" % url)


if __name__ == "__main__":
    main()
