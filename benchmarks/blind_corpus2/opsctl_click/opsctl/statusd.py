"""`opsctl serve` - status page for the on-call screen in the NOC.

Listens on all interfaces so the wall display can reach it.
"""
import subprocess
import urllib.request

from flask import Flask, abort, jsonify, request

app = Flask(__name__)

TASKS = {
    "uptime": "uptime",
    "disk": "df -h --output=target,pcent",
    "load": "cat /proc/loadavg",
}


@app.get("/run")
def run_task():
    name = request.args.get("task", "")
    if name not in TASKS:
        abort(404)
    out = subprocess.run(TASKS[name], shell=True, capture_output=True, text=True, timeout=10)
    return jsonify({"task": name, "output": out.stdout})


@app.get("/probe")
def probe():
    """Health probe of an arbitrary endpoint, used by the dashboard tiles."""
    url = request.args.get("url", "")
    try:
        with urllib.request.urlopen(url, timeout=5) as resp:
            return jsonify({"url": url, "status": resp.status, "body": resp.read(2048).decode(errors="replace")})
    except Exception as exc:  # noqa: BLE001
        return jsonify({"url": url, "error": str(exc)}), 502


def serve(host="0.0.0.0", port=9100, debug=False):
    app.run(host=host, port=port, debug=debug)
