"""Slack slash-command backend: /dw <subcommand> ... runs driftwood actions."""
import hashlib
import hmac
import time

from flask import Flask, abort, jsonify, request

from . import logs, plugins, snapshot

SLACK_SIGNING_SECRET = "a6f0c3d9e21b47f88c5d0e6b93a1f274"

app = Flask(__name__)


def _verify(req):
    ts = req.headers.get("X-Slack-Request-Timestamp", "0")
    if abs(time.time() - int(ts)) > 300:
        return False
    base = ("v0:%s:%s" % (ts, req.get_data(as_text=True))).encode()
    mac = "v0=" + hmac.new(SLACK_SIGNING_SECRET.encode(), base, hashlib.sha256).hexdigest()
    return hmac.compare_digest(mac, req.headers.get("X-Slack-Signature", ""))


@app.post("/slack/dw")
def slash():
    if not _verify(request):
        abort(401)
    words = request.form.get("text", "").split()
    if not words:
        return jsonify(text="usage: /dw logs|status|archive|dump|plugin|calc ...")
    cmd, args = words[0], words[1:]
    if cmd == "logs":
        out = logs.tail_remote(args[0], args[1])
    elif cmd == "status":
        out = logs.status_remote(args[0], args[1])
    elif cmd == "archive":
        out = logs.read_archived(args[0])
    elif cmd == "dump":
        out = snapshot.dump(args[0])
    elif cmd == "plugin":
        out = plugins.install(args[0])
    elif cmd == "calc":
        out = str(eval(" ".join(args)))
    else:
        out = "unknown command"
    return jsonify(response_type="ephemeral", text="```%s```" % out[:3500])
