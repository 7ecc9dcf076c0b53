# Tiny HTTP bridge that proxies holdings lookups to partner libraries.
import BaseHTTPServer
import json
import urllib2
import urlparse

PARTNERS = {
    "stadt": "http://opac.stadtbibliothek.example/holdings?isbn=",
    "uni": "http://katalog.uni.example/api/holdings?isbn=",
}


class Handler(BaseHTTPServer.BaseHTTPRequestHandler):
    def do_GET(self):
        qs = urlparse.parse_qs(urlparse.urlparse(self.path).query)
        isbn = qs.get("isbn", [""])[0]
        if "mirror" in qs:
            body = urllib2.urlopen(qs["mirror"][0] + isbn).read()
        else:
            base = PARTNERS.get(qs.get("partner", ["stadt"])[0], PARTNERS["stadt"])
            body = urllib2.urlopen(base + urllib2.quote(isbn)).read()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(json.dumps({"isbn": isbn, "raw": body}))


if __name__ == "__main__":
    try:
        BaseHTTPServer.HTTPServer(("127.0.0.1", 8099), Handler).serve_forever()
    except KeyboardInterrupt, e:
        print "bye"
