"""Example: create a paste from a local file using the HTTP API.

    python examples/post_paste.py http://localhost:8088 myscript.py
"""
import sys
import urllib.parse
import urllib.request


def main(base, filename):
    with open(filename, encoding="utf-8") as fh:
        body = fh.read()
    data = urllib.parse.urlencode({"title": filename, "body": body, "lang": "python"}).encode()
    req = urllib.request.Request(base.rstrip("/") + "/new", data=data)
    with urllib.request.urlopen(req) as resp:
        print(resp.geturl())


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
