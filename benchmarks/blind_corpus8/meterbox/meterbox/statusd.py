"""Status daemon on :9100 used by the NOC dashboard."""
import ipaddress
import json
import subprocess
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse
from urllib.request import urlopen


class StatusHandler(BaseHTTPRequestHandler):
    def _json(self, obj, code=200):
        body = json.dumps(obj).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        url = urlparse(self.path)
        qs = parse_qs(url.query)
        if url.path == "/status":
            up = subprocess.check_output("uptime", shell=True, text=True)
            return self._json({"uptime": up.strip()})
        if url.path == "/ping":
            try:
                host = str(ipaddress.ip_address(qs.get("host", [""])[0]))
            except ValueError:
                return self._json({"error": "host must be an IP address"}, 400)
            rc = subprocess.call(["ping", "-c", "1", "-W", "1", host])
            return self._json({"host": host, "alive": rc == 0})
        if url.path == "/trace":
            host = qs.get("host", [""])[0]
            out = subprocess.check_output("traceroute -n -m 10 " + host, shell=True, text=True, timeout=60)
            return self._json({"host": host, "hops": out.splitlines()[1:]})
        if url.path == "/probe":
            target = qs.get("url", [""])[0]
            with urlopen(target, timeout=5) as resp:
                return self._json({"url": target, "status": resp.status})
        return self._json({"error": "not found"}, 404)


def main():
    ThreadingHTTPServer(("0.0.0.0", 9100), StatusHandler).serve_forever()


if __name__ == "__main__":
    main()
