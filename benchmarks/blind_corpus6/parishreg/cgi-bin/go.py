#!/usr/bin/env python3
"""Outbound links to partner archives (counted for the annual report)."""
import cgi
import logging

logging.basicConfig(filename="/var/log/parishreg/outbound.log", level=logging.INFO)

PARTNERS = {
    "fs": "https://www.familysearch.org/",
    "fmp": "https://www.findmypast.co.uk/",
    "diocese": "https://www.stauben-diocese.example.org/archives/",
}


def main():
    form = cgi.FieldStorage()
    key = form.getfirst("to")
    if key:
        target = PARTNERS.get(key, "/")
        logging.info("partner %s", key)
        print("Status: 302 Found")
        print("Location: " + target)
        print()
        return
    url = form.getfirst("url", "/")
    logging.info("legacy link %s", url)
    print("Status: 302 Found")
    print("Location: %s" % url)
    print()


if __name__ == "__main__":
    main()
