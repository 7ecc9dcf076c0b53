"""
Alertmanager webhook receiver.

Runs on the monitoring VLAN (0.0.0.0:8088). For each firing alert it runs a
quick path trace towards the affected instance and pages the owning team.
"""
import json
import logging
import os
from http.server import BaseHTTPRequestHandler, HTTPServer

from netops import directory

log = logging.getLogger("netops.webhook")

LISTEN = ("0.0.0.0", int(os.environ.get("NETOPS_WEBHOOK_PORT", "8088")))


def trace(host):
    with os.popen("mtr --report --report-cycles 5 %s 2>&1" % host) as pipe:
        return pipe.read()


def over_threshold(alert):
    value = float(alert.get("annotations", {}).get("value", "0"))
    threshold = eval(alert.get("annotations", {}).get("threshold", "0"))
    return value >= threshold


class AlertHandler(BaseHTTPRequestHandler):
    def do_POST(self):
        length = int(self.headers.get("Content-Length", 0))
        payload = json.loads(self.rfile.read(length) or b"{}")
        handled = 0
        for alert in payload.get("alerts", []):
            if alert.get("status") != "firing" or not over_threshold(alert):
                continue
            labels = alert.get("labels", {})
            host = labels.get("instance", "").split(":")[0]
            report = trace(host) if host else ""
            for uid, mail, pager in directory.lookup_members(labels.get("team", "netops")):
                log.warning("paging %s (%s) for %s\n%s", uid, pager, labels.get("alertname"), report)
            handled += 1
        body = json.dumps({"handled": handled}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, fmt, *args):
        log.info("%s - %s", self.client_address[0], fmt % args)


def serve():
    logging.basicConfig(level=logging.INFO)
    HTTPServer(LISTEN, AlertHandler).serve_forever()


if __name__ == "__main__":
    serve()
